import Testing
@testable import ConformanceKit

/// The XML writer: layout, escaping, illegal characters, well-formedness.
struct XMLWriterTests {
    @Test func rendersDeclarationIndentationAndSelfClosingElements() {
        let root = XMLWriter.Element(
            "root", [("b", "2"), ("a", "1")],
            children: [
                .element(XMLWriter.Element("empty")),
                .element(XMLWriter.Element("parent", children: [.element(XMLWriter.Element("leaf", text: "hi"))])),
                .element(XMLWriter.Element("blank", text: "")),
            ]
        )
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <root b="2" a="1">
              <empty/>
              <parent>
                <leaf>hi</leaf>
              </parent>
              <blank/>
            </root>

            """
        #expect(root.render() == expected)
    }

    @Test func escapesMarkupInTextAndAttributes() {
        #expect(XMLWriter.escapeText(#"&<>"' ]]>"#) == #"&amp;&lt;&gt;"' ]]&gt;"#)
        #expect(XMLWriter.escapeAttribute(#"&<>"'"#) == "&amp;&lt;&gt;&quot;&apos;")
        #expect(XMLWriter.escapeAttribute("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
        #expect(XMLWriter.escapeText("a\nb\tc\rd") == "a\nb\tc&#13;d")
    }

    @Test func makesIllegalCharactersVisibleWithoutCharacterReferences() {
        let input = "nul\u{0} esc\u{1B} bell\u{7} fffe\u{FFFE} ffff\u{FFFF}"
        let expected = #"nul\u0000 esc\u001B bell\u0007 fffe\uFFFE ffff\uFFFF"#
        #expect(XMLWriter.escapeText(input) == expected)
        #expect(XMLWriter.escapeAttribute(input) == expected)
        #expect(XMLWriter.makeVisible(input) == expected)
        #expect(!XMLWriter.escapeText(input).contains("&#"))
    }

    @Test func keepsEmojiAndOtherNonBMPCharactersAsUTF8() {
        let emoji = "🎉 👩‍💻 𝄞 é 中"
        #expect(XMLWriter.escapeText(emoji) == emoji)
        #expect(XMLWriter.escapeAttribute(emoji) == emoji)
    }

    @Test func legalCharacterTableFollowsXML10() {
        for value: UInt32 in [0x9, 0xA, 0xD, 0x20, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF] {
            #expect(XMLWriter.isLegal(Unicode.Scalar(value)!), "U+\(value)")
        }
        for value: UInt32 in [0x0, 0x1, 0x8, 0xB, 0xC, 0xE, 0x1B, 0x1F, 0xFFFE, 0xFFFF] {
            #expect(!XMLWriter.isLegal(Unicode.Scalar(value)!), "U+\(value)")
        }
    }

    @Test func hostileDocumentParsesBackWithTextAndAttributesIntact() throws {
        let hostile = ReportingFixtures.hostile
        let document = XMLWriter.Element(
            "root", [("value", hostile)],
            children: [.element(XMLWriter.Element("child", [("n", "1")], text: hostile))]
        ).render()
        let tree = try #require(ReportingXMLTree.parse(document), "not well-formed:\n\(document)")
        let visible = XMLWriter.makeVisible(hostile)
        #expect(tree.attributes["value"] == visible)
        #expect(tree.elements("child").first?.text == visible)
        #expect(tree.elements("child").first?.attributes["n"] == "1")
        #expect(visible.contains("🎉👩‍💻"))
        #expect(visible.contains(#"\u0000"#) && visible.contains(#"\u001B"#) && visible.contains(#"\uFFFF"#))
        #expect(visible.contains("]]>"))
    }
}
