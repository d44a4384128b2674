extension XMLWriter {
    /// One piece of an element's content: a child element or a run of text.
    package enum Node: Sendable {
        /// A child element.
        case element(Element)
        /// Character data, escaped when rendered.
        case text(String)
    }
}
