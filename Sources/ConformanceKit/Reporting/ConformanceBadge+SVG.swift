extension ConformanceBadge {
    /// The name the badge has for assistive technology and as its tooltip: the text it shows, then what it
    /// says in words.
    package var accessibleName: String { "\(label): \(message). \(description)." }

    /// The label's box and the message's box, in whole pixels: each text's estimated width and 5 px either side.
    package var widths: (label: Int, message: Int) {
        (Self.box(label), Self.box(message))
    }

    /// The badge as a standalone SVG document in the flat style of README badges: a grey label, a message
    /// coloured by ``tone``, 20 px high; `role="img"` with ``accessibleName`` as its `aria-label` and
    /// `<title>`. Every text is escaped by ``XMLWriter``; the same badge always gives the same bytes.
    package func svg() -> String {
        let (labelWidth, messageWidth) = widths
        let total = labelWidth + messageWidth
        let font: [(name: String, value: String)] = [
            ("fill", "#fff"), ("text-anchor", "middle"), ("font-family", "Verdana,Geneva,DejaVu Sans,sans-serif"),
            ("text-rendering", "geometricPrecision"), ("font-size", "11"),
        ]
        let svg = XMLWriter.Element("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(total)"), ("height", "20"), ("role", "img"), ("aria-label", accessibleName),
        ], children: [
            .element(.init("title", text: accessibleName)),
            .element(.init("linearGradient", [("id", "s"), ("x2", "0"), ("y2", "100%")], children: [
                .element(.init("stop", [("offset", "0"), ("stop-color", "#bbb"), ("stop-opacity", ".1")])),
                .element(.init("stop", [("offset", "1"), ("stop-opacity", ".1")])),
            ])),
            .element(.init("clipPath", [("id", "r")], children: [
                .element(.init("rect", [("width", "\(total)"), ("height", "20"), ("rx", "3"), ("fill", "#fff")])),
            ])),
            .element(.init("g", [("clip-path", "url(#r)")], children: [
                .element(.init("rect", [("width", "\(labelWidth)"), ("height", "20"), ("fill", "#555")])),
                .element(.init("rect", [("x", "\(labelWidth)"), ("width", "\(messageWidth)"), ("height", "20"), ("fill", tone.colour)])),
                .element(.init("rect", [("width", "\(total)"), ("height", "20"), ("fill", "url(#s)")])),
            ])),
            .element(.init("g", font, children: Self.texts(label, centre: labelWidth * 5) + Self.texts(message, centre: labelWidth * 10 + messageWidth * 5))),
        ])
        return svg.render()
    }

    /// `text` drawn centred on `centre` (tenths of a pixel): a faint shadow hidden from assistive
    /// technology, then the text, both stretched to the estimated width.
    private static func texts(_ text: String, centre: Int) -> [XMLWriter.Node] {
        let length = pixels(BadgeText.widthInTenths(text))
        return [
            .element(.init("text", [("aria-hidden", "true"), ("x", pixels(centre)), ("y", "15"), ("fill", "#010101"), ("fill-opacity", ".3"),
                                    ("textLength", length)], text: text)),
            .element(.init("text", [("x", pixels(centre)), ("y", "14"), ("textLength", length)], text: text)),
        ]
    }

    /// The box for `text`: its width rounded up to a whole pixel, and 10 px of padding.
    private static func box(_ text: String) -> Int {
        (BadgeText.widthInTenths(text) + 9) / 10 + 10
    }

    /// Tenths of a pixel as SVG writes a length: `45`, `45.5`.
    private static func pixels(_ tenths: Int) -> String {
        tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
