import Foundation

/// A DSSE envelope (Dead Simple Signing Envelope, v1): a payload, its type, and signatures over the
/// pre-authentication encoding of both (``pae(payloadType:payload:)``), so that a signature over a statement
/// can never pass for a signature over another kind of document.
///
/// `aecheck certify --sign-key` writes one as `attestation.dsse.json`: the payload is the statement's
/// bytes exactly as `attestation.intoto.json` holds them, the payload type in-toto's
/// (`application/vnd.in-toto+json`), and each signature's `sig` the base64 of an SSH signature
/// (`ssh-keygen -Y sign`, the binary `SSHSIG` blob inside its armour) over the PAE bytes.
package struct DSSEEnvelope: Sendable, Equatable, Codable {
    /// The file beside the reports that holds the envelope.
    package static let fileName = "attestation.dsse.json"

    /// One signature: an optional, unauthenticated hint of the key, and the signature in base64.
    package struct Signature: Sendable, Equatable, Codable {
        /// Which key made it, as a hint only (DSSE: never used for a security decision); `aecheck` writes none.
        package var keyid: String?
        /// The signature, base64.
        package var sig: String

        /// A signature of `bytes`.
        package init(_ bytes: [UInt8], keyid: String? = nil) {
            self.keyid = keyid
            self.sig = Data(bytes).base64EncodedString()
        }

        /// The signature's bytes; `nil` when `sig` is not base64 (standard or URL-safe, as DSSE allows).
        package var bytes: [UInt8]? { DSSEEnvelope.base64Decoded(sig) }
    }

    /// The payload, base64.
    package var payload: String
    /// What the payload is (`application/vnd.in-toto+json`); signed with it.
    package var payloadType: String
    /// The signatures; an envelope with none is not signed.
    package var signatures: [Signature]

    /// An envelope of `payload`, of type `payloadType`, with `signatures`.
    package init(payload: [UInt8], payloadType: String, signatures: [Signature]) {
        self.payload = Data(payload).base64EncodedString()
        self.payloadType = payloadType
        self.signatures = signatures
    }

    /// The payload's bytes; `nil` when `payload` is not base64.
    package var payloadBytes: [UInt8]? { Self.base64Decoded(payload) }

    /// What is signed: `DSSEv1 SP LEN(type) SP type SP LEN(body) SP body`, lengths in ASCII decimal.
    package static func pae(payloadType: String, payload: [UInt8]) -> [UInt8] {
        let type = Array(payloadType.utf8)
        return Array("DSSEv1 \(type.count) ".utf8) + type + Array(" \(payload.count) ".utf8) + payload
    }

    /// The PAE bytes of this envelope's payload; `nil` when the payload is not base64.
    package var signedBytes: [UInt8]? {
        payloadBytes.map { Self.pae(payloadType: payloadType, payload: $0) }
    }

    /// The bytes written to disk: sorted keys, two-space indentation, a final newline.
    package func encoded() -> [UInt8] { AttestationJSON.bytes(self) }

    /// Why bytes are not an envelope.
    package struct ReadError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Reads an envelope: `payload`, `payloadType` and `signatures` present, the payload base64.
    package static func decode(_ bytes: [UInt8]) throws(ReadError) -> DSSEEnvelope {
        let envelope: DSSEEnvelope
        do {
            envelope = try JSONDecoder().decode(DSSEEnvelope.self, from: Data(bytes))
        } catch {
            throw ReadError(description: "it is not a DSSE envelope: \(error)")
        }
        guard envelope.payloadBytes != nil else { throw ReadError(description: "its payload is not base64") }
        return envelope
    }

    /// `text` decoded from base64, standard or URL-safe, padded or not; `nil` when it is neither.
    static func base64Decoded(_ text: String) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map(Array.init)
    }
}
