#!/usr/bin/env python3
"""Checks an attestation aecheck certify signed with an Ed25519 key, with tools that are not aecheck's own.

securesystemslib (DSSE's reference verifier, as in-toto uses it) verifies the envelope's signature with the
PEM public key, matching signature and key by the keyid it computes itself; a changed payload is refused;
in-toto's attestation library parses the payload strictly as a Statement v1 and validates it, and the
statement file beside the envelope is the payload's very bytes.

Usage: check_attestation.py BUNDLE_DIR PUBLIC_KEY_PEM
"""
import base64
import json
import os
import sys

from google.protobuf import json_format
from in_toto_attestation.v1.statement import Statement
import in_toto_attestation.v1.statement_pb2 as statement_pb2
from securesystemslib.dsse import Envelope
from securesystemslib.exceptions import VerificationError
from securesystemslib.signer import SSlibKey
from cryptography.hazmat.primitives.serialization import load_pem_public_key


def main(bundle: str, public_key: str) -> int:
    with open(public_key, "rb") as handle:
        key = SSlibKey.from_crypto(load_pem_public_key(handle.read()))
    with open(os.path.join(bundle, "attestation.dsse.json"), "rb") as handle:
        raw = handle.read()
    envelope = Envelope.from_dict(json.loads(raw))
    accepted = envelope.verify([key], 1)
    assert list(accepted) == [key.keyid], accepted
    print(f"securesystemslib: the envelope's signature is good, by keyid {key.keyid}")

    forged = json.loads(raw)
    forged["payload"] = base64.b64encode(envelope.payload.replace(b'"PASSED"', b'"FAILED"')).decode()
    assert forged["payload"] != json.loads(raw)["payload"]
    try:
        Envelope.from_dict(forged).verify([key], 1)
        print("securesystemslib accepted a changed payload")
        return 1
    except VerificationError:
        print("securesystemslib: a changed payload is refused")

    proto = json_format.Parse(envelope.payload, statement_pb2.Statement(), ignore_unknown_fields=False)
    Statement.copy_from_pb(proto).validate()
    assert proto.predicate_type == "https://in-toto.io/attestation/test-result/v0.1", proto.predicate_type
    with open(os.path.join(bundle, "attestation.intoto.json"), "rb") as handle:
        assert handle.read() == envelope.payload, "attestation.intoto.json is not the envelope's payload"
    print(f"in-toto attestation: a valid Statement v1, {len(proto.subject)} subjects, predicate {proto.predicate_type}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
