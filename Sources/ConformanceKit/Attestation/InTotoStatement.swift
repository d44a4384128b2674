import Foundation

/// An in-toto Statement v1 whose predicate is a test result: what `aecheck certify` writes beside a run's
/// reports, and what `aecheck verify` reads back.
///
/// The shape is in-toto's (`https://in-toto.io/Statement/v1`): `subject` names the artefacts the statement
/// is about, each by name and SHA-256 digest (the implementation's files, then the run's reports);
/// `predicateType` is `https://in-toto.io/attestation/test-result/v0.1`; `predicate` is the result
/// (``TestResultPredicate``). ``encoded()`` gives the one byte sequence written to disk, digested and signed:
/// keys sorted, two-space indentation, a final newline.
package struct InTotoStatement: Sendable, Equatable, Codable {
    /// The statement's schema, `_type`.
    package static let type = "https://in-toto.io/Statement/v1"
    /// The predicate's schema, `predicateType`.
    package static let testResultPredicateType = "https://in-toto.io/attestation/test-result/v0.1"
    /// The DSSE payload type of a statement (in-toto's media type).
    package static let payloadType = "application/vnd.in-toto+json"
    /// The file beside the reports that holds the statement.
    package static let fileName = "attestation.intoto.json"

    /// `https://in-toto.io/Statement/v1`.
    package var type: String
    /// What the statement is about: the implementation's artefacts, then the reports.
    package var subject: [ResourceDescriptor]
    /// `https://in-toto.io/attestation/test-result/v0.1`.
    package var predicateType: String
    /// The test result.
    package var predicate: TestResultPredicate

    enum CodingKeys: String, CodingKey {
        case type = "_type", subject, predicateType, predicate
    }

    /// A statement of `predicate` about `subject`, of this version's types.
    package init(subject: [ResourceDescriptor], predicate: TestResultPredicate) {
        self.type = Self.type
        self.subject = subject
        self.predicateType = Self.testResultPredicateType
        self.predicate = predicate
    }

    /// The bytes written to disk and signed: sorted keys, two-space indentation, a final newline, so that
    /// the same statement always gives the same bytes.
    package func encoded() -> [UInt8] { AttestationJSON.bytes(self) }

    /// Why bytes are not a statement this version reads.
    package struct ReadError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Reads a statement: JSON of this shape, `_type` in-toto's Statement v1, `predicateType` the test result.
    package static func decode(_ bytes: [UInt8]) throws(ReadError) -> InTotoStatement {
        let statement: InTotoStatement
        do {
            statement = try JSONDecoder().decode(InTotoStatement.self, from: Data(bytes))
        } catch {
            throw ReadError(description: "it is not an in-toto statement with a test result: \(error)")
        }
        guard statement.type == type else {
            throw ReadError(description: "its _type is '\(statement.type)', not '\(type)'")
        }
        guard statement.predicateType == testResultPredicateType else {
            throw ReadError(description: "its predicateType is '\(statement.predicateType)', not '\(testResultPredicateType)'")
        }
        return statement
    }
}
