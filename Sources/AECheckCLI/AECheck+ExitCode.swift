import AECheckRun

extension AECheck {
    /// Documented exit codes.
    public enum ExitCode {
        public static let conformant: Int32 = RunExitCode.conformant.rawValue
        public static let checksFailed: Int32 = RunExitCode.checksFailed.rawValue
        public static let invalidSpecs: Int32 = RunExitCode.invalidSpecs.rawValue
        public static let adapterFailed: Int32 = RunExitCode.adapterFailed.rawValue
        public static let usage: Int32 = RunExitCode.usage.rawValue
        /// A report cannot be written where asked (sysexits' `EX_CANTCREAT`); found before the run starts.
        public static let cannotWriteReports: Int32 = RunExitCode.cannotWriteReports.rawValue
        /// `verify`: a report is missing, or its digest is not the attestation's.
        public static let reportMismatch: Int32 = 10
        /// `verify`: a file of the implementation is missing, or its digest is not one the attestation names.
        public static let subjectMismatch: Int32 = 11
        /// `verify`: the specs at hand (or the baseline) are not those the attested run used.
        public static let specsMismatch: Int32 = 12
        /// `verify`: the attestation's result, tests or configuration disagree with results.json.
        public static let resultMismatch: Int32 = 13
        /// `certify`: the attestation could not be signed; `verify`: the signature is missing, bad, not by an
        /// allowed signer, or not over the statement beside it.
        public static let signatureRefused: Int32 = 14
        /// `verify`: the file is not an attestation `certify` writes (sysexits' `EX_DATAERR`).
        public static let notAnAttestation: Int32 = 65
        /// `certify --sign-key`, `verify --allowed-signers`: `ssh-keygen` is not found (sysexits' `EX_UNAVAILABLE`).
        public static let signerMissing: Int32 = 69
    }
}
