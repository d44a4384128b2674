import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element, for checking what the writers produce.
struct ReportingXMLTree: Equatable {
    /// The tag name.
    var name: String
    /// The attributes, as the parser reports them (entities and character references resolved).
    var attributes: [String: String]
    /// All character data directly inside this element, concatenated.
    var text: String
    /// The child elements, in order.
    var children: [ReportingXMLTree]

    /// The children named `name`.
    func elements(_ name: String) -> [ReportingXMLTree] { children.filter { $0.name == name } }

    /// Parses `xml` with Foundation's `XMLParser`; `nil` when the document is not well-formed.
    static func parse(_ xml: String) -> ReportingXMLTree? {
        let parser = XMLParser(data: Data(xml.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), builder.stack.count == 1, let root = builder.stack[0].children.first else { return nil }
        return root
    }

    /// The `XMLParserDelegate` that builds the tree.
    private final class Builder: NSObject, XMLParserDelegate {
        var stack = [ReportingXMLTree(name: "#document", attributes: [:], text: "", children: [])]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            stack.append(ReportingXMLTree(name: elementName, attributes: attributeDict, text: "", children: []))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            let element = stack.removeLast()
            stack[stack.count - 1].children.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}
