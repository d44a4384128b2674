/// The options of an attestation: `certify`'s `--subject` and `--sign-key`, `verify`'s `--subject`,
/// `--allowed-signers` (with `--identity`) or `--public-key`, and what it gates on.
package struct SigningOptions: Equatable, Sendable {
    /// `certify`: the implementation's files the attestation names; `verify`: where they are now (`--subject`).
    package var subjects: [String] = []
    /// `certify`: the key that signs the attestation (`--sign-key`), an Ed25519 PEM key or an SSH key.
    package var signKeyPath: String?
    /// `verify`: the allowed-signers file a signature must satisfy, and the signer's principal in it.
    package var allowedSignersPath: String?
    package var identity: String?
    /// `verify --public-key`: the Ed25519 PEM public key that must have signed.
    package var publicKeyPath: String?
    /// `verify`: gate on the signature, and on the attested result, as well as on the bundle's integrity.
    package var requireSignature = false
    package var requirePass = false
    /// `verify --require-pass`: a pass of part of the suite will do.
    package var allowPartial = false

    /// One way to say whose signature to trust, and `--identity` only within an allowed-signers file.
    func validate(_ command: ParsedArguments.Command) throws(ParsedArguments.UsageError) {
        if identity != nil, allowedSignersPath == nil {
            throw .init(message: "--identity goes with --allowed-signers: it is the signer's principal in that file", command: command)
        }
        if allowPartial, !requirePass {
            throw .init(message: "--allow-partial goes with --require-pass: it lets a pass of part of the suite satisfy it", command: command)
        }
        if publicKeyPath != nil, allowedSignersPath != nil {
            throw .init(message: "--public-key and --allowed-signers each say whose signature to trust; give one: --public-key for a PEM Ed25519 key, --allowed-signers for SSH keys", command: command)
        }
    }
}
