extension HTMLReporter {
    /// The ids of the matrix rows, and the failure cards each requirement's row links to.
    ///
    /// A row's id is ``MarkdownReporter/anchor(_:)`` of its requirement, with `-2`, `-3`… where an earlier
    /// row already has it (two IDs that differ only in characters an anchor cannot hold, or one ID listed
    /// twice): every id on the page is unique, and the same report gives the same ids.
    struct Anchors: Sendable {
        /// A link from a matrix row to a card: the card's number and what the link says (`FAIL ios`).
        struct CardLink: Sendable {
            /// The card's number: its id is `finding-` and this.
            var number: Int
            /// The finding's label and platform.
            var label: String
        }

        /// Every row's id, in matrix order.
        private(set) var rows: [String] = []
        /// The first row's id of each requirement.
        private var firstRow: [String: String] = [:]
        /// The cards of each requirement, in card order.
        private var cardLinks: [String: [CardLink]] = [:]

        /// The ids and links of `report`'s page.
        init(_ report: ComplianceReport) {
            var used = Set<String>()
            for row in report.sections.flatMap(\.rows) {
                let base = MarkdownReporter.anchor(row.requirement.id)
                var anchor = base
                var suffix = 2
                while used.contains(anchor) {
                    anchor = "\(base)-\(suffix)"
                    suffix += 1
                }
                used.insert(anchor)
                rows.append(anchor)
                if firstRow[row.requirement.id] == nil { firstRow[row.requirement.id] = anchor }
            }
            for (index, finding) in report.findings.enumerated() {
                let label = ComplianceReport.label(finding) + (finding.result.platform.map { " " + $0 } ?? "")
                var seen = Set<String>()
                for id in finding.result.requirementIDs where seen.insert(id).inserted {
                    cardLinks[id, default: []].append(CardLink(number: index + 1, label: label))
                }
            }
        }

        /// The id of the first matrix row of requirement `id`.
        func row(_ id: String) -> String { firstRow[id] ?? MarkdownReporter.anchor(id) }

        /// The cards of the failures and errors that name requirement `id`.
        func cards(_ id: String) -> [CardLink] { cardLinks[id] ?? [] }
    }
}
