extension XMLWriter {
    /// An element with ordered attributes and children; renders with 2-space indentation.
    ///
    /// An element with no content renders self-closing (`<a/>`). An element whose children are all
    /// elements puts each child on its own indented line. An element holding any text renders its
    /// content inline, without added whitespace, so the text survives exactly.
    package struct Element: Sendable {
        /// The tag name, written verbatim.
        package var name: String
        /// Attributes as (name, value) pairs, written in this order; values are escaped.
        package var attributes: [(name: String, value: String)]
        /// The content, in order.
        package var children: [Node]

        /// Creates an element with optional attributes and children.
        package init(_ name: String, _ attributes: [(name: String, value: String)] = [], children: [Node] = []) {
            self.name = name
            self.attributes = attributes
            self.children = children
        }

        /// Creates an element holding a single text node (self-closing when `text` is empty).
        package init(_ name: String, _ attributes: [(name: String, value: String)] = [], text: String) {
            self.init(name, attributes, children: text.isEmpty ? [] : [.text(text)])
        }

        /// Renders a whole document: the XML declaration, this element as root, and a final newline.
        package func render() -> String {
            var out = XMLWriter.declaration + "\n"
            write(into: &out, depth: 0, pretty: true)
            out += "\n"
            return out
        }

        private var hasContent: Bool {
            children.contains { if case .text(let text) = $0 { !text.isEmpty } else { true } }
        }

        private func write(into out: inout String, depth: Int, pretty: Bool) {
            out += "<" + name
            for (key, value) in attributes { out += " \(key)=\"\(XMLWriter.escapeAttribute(value))\"" }
            guard hasContent else { out += "/>"; return }
            out += ">"
            let onlyElements = children.allSatisfy { if case .element = $0 { true } else { false } }
            for child in children {
                switch child {
                case .text(let text):
                    out += XMLWriter.escapeText(text)
                case .element(let element):
                    if pretty && onlyElements { out += "\n" + String(repeating: "  ", count: depth + 1) }
                    element.write(into: &out, depth: depth + 1, pretty: pretty && onlyElements)
                }
            }
            if pretty && onlyElements { out += "\n" + String(repeating: "  ", count: depth) }
            out += "</\(name)>"
        }
    }
}
