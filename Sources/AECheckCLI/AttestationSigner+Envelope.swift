import ConformanceKit
import Foundation

extension AttestationSigner {
    /// Why a statement was not signed: the exit code and the message (`certify` and `sign` say it alike).
    struct EnvelopeFailure: Error, Sendable {
        var exitCode: Int32
        var message: String
    }

    /// Signs the statement `bytes` with `key` into a DSSE envelope, written as `attestation.dsse.json` in `folder`:
    /// its place and the signature, or why not (the signing program refused: exit 14; it cannot be written: 73).
    func writeEnvelope(of bytes: [UInt8], key: URL, in folder: URL) -> Result<(url: URL, signature: DSSEEnvelope.Signature), EnvelopeFailure> {
        let envelopeURL = folder.appendingPathComponent(DSSEEnvelope.fileName)
        do {
            let signature = try sign(DSSEEnvelope.pae(payloadType: InTotoStatement.payloadType, payload: bytes), key: key)
            let envelope = DSSEEnvelope(payload: bytes, payloadType: InTotoStatement.payloadType, signatures: [signature])
            try ReportFolder.write(String(decoding: envelope.encoded(), as: UTF8.self), to: envelopeURL)
            return .success((envelopeURL, signature))
        } catch let failure as ExternalTool.Failure {
            return .failure(EnvelopeFailure(exitCode: AECheck.ExitCode.signatureRefused, message: "\(failure); the attestation is not signed"))
        } catch {
            return .failure(EnvelopeFailure(exitCode: AECheck.ExitCode.cannotWriteReports, message: "\(error); the attestation is not signed"))
        }
    }
}
