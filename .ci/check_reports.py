#!/usr/bin/env python3
"""Checks every report folder a run wrote, with tools that are not aecheck's own.

For each Reports/<name>/ holding results.json: results.json is valid against Specs/results.schema.json
(PyPI's jsonschema); junit.xml, re-counted by PyPI's junitparser and read again by xunitparser (which
refuses a property name repeated anywhere in the document), agrees with results.json's counts;
every report carries the digest of that results.json; report-summary.md stays under a pull-request
comment's 65,536 characters; report.html (and any comparison.html and index.html) parses with
`xmllint --html` without a single complaint; and every badge compare wrote is well-formed XML.

Usage: check_reports.py REPORTS_DIR SCHEMA
"""
import glob
import hashlib
import json
import os
import subprocess
import sys

import jsonschema
import junitparser
import xunitparser


def main(reports_dir: str, schema_path: str) -> int:
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    problems = []
    folders = sorted(os.path.dirname(path) for path in glob.glob(os.path.join(reports_dir, "*", "results.json")))
    if not folders:
        print(f"no results.json under {reports_dir}")
        return 1
    for folder in folders:
        with open(os.path.join(folder, "results.json"), "rb") as handle:
            raw = handle.read()
        results = json.loads(raw)
        try:
            jsonschema.validate(results, schema)
        except jsonschema.ValidationError as error:
            problems.append(f"{folder}/results.json: {error.message} at {list(error.absolute_path)}")
        digest = "sha256:" + hashlib.sha256(raw).hexdigest()
        # Every report the folder holds, whatever formats there are: all but results.json, the note and the attestation.
        reports = sorted(name for name in os.listdir(folder) if os.path.isfile(os.path.join(folder, name))
                         and name not in ("results.json", "NOT-RUN.txt") and not name.startswith("attestation."))
        if len(reports) < 4:
            problems.append(f"{folder}: holds {reports}, not every report a run writes")
        for name in reports:
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                if digest not in handle.read():
                    problems.append(f"{folder}/{name}: does not carry the digest of its results.json ({digest})")
        with open(os.path.join(folder, "report-summary.md"), encoding="utf-8") as handle:
            summary_size = len(handle.read())
        if summary_size >= 65536:
            problems.append(f"{folder}/report-summary.md: {summary_size} characters, over a pull-request comment's 65,536")
        counts = results["summary"]["counts"]
        tests = failures = errors = skipped = 0
        xml = junitparser.JUnitXml.fromfile(os.path.join(folder, "junit.xml"))
        for suite in xml:
            for case in suite:
                tests += 1
                kinds = {type(result).__name__ for result in case.result}
                failures += "Failure" in kinds
                errors += "Error" in kinds
                skipped += "Skipped" in kinds
        # Red in JUnit means what the exit code means: a failure the verdict does not count (@should when not
        # strict, @info) or a baseline expects is skipped; each stale or expired baseline entry is a failure.
        # A failure is graded at the level of the check that failed (failure.level), never above its scenario's.
        strict = results["summary"]["strict"]
        order = ["must", "should", "info"]
        def blocking(result):
            if result["outcome"] != "failed" or result.get("expectedFailure"):
                return False
            levels = [level for level in order if level in result["tags"]]
            graded = levels[0] if levels else "must"
            checked = (result.get("failure") or {}).get("level")
            if checked in order and order.index(checked) > order.index(graded):
                graded = checked
            return graded == "must" or (graded == "should" and strict)
        blocking_failures = sum(1 for result in results["results"] if blocking(result))
        problems_count = len(results["baselineProblems"])
        expected = (sum(counts.values()) + problems_count, blocking_failures + problems_count, counts["errors"],
                    counts["notApplicable"] + counts["failed"] - blocking_failures)
        if (tests, failures, errors, skipped) != expected:
            problems.append(f"{folder}/junit.xml: junitparser counts {(tests, failures, errors, skipped)}, results.json {expected}")
        try:
            _, read = xunitparser.parse(os.path.join(folder, "junit.xml"))
            again = (read.testsRun, len(read.failures), len(read.errors), len(read.skipped))
            if again != (tests, failures, errors, skipped):
                problems.append(f"{folder}/junit.xml: xunitparser counts {again}, junitparser {(tests, failures, errors, skipped)}")
        except AssertionError as error:
            problems.append(f"{folder}/junit.xml: xunitparser refuses it ({error!r})")
        ids = [(case.classname, case.name) for suite in xml for case in suite]
        if len(ids) != len(set(ids)):
            problems.append(f"{folder}/junit.xml: two test cases share a classname and name")
        for page in glob.glob(os.path.join(folder, "*.html")):
            complaint = subprocess.run(["xmllint", "--html", "--noout", page], capture_output=True, text=True)
            if complaint.returncode != 0 or complaint.stderr.strip():
                problems.append(f"{page}: xmllint --html: {complaint.stderr.strip()[:500]}")
        print(f"{folder}: schema, digests, {tests} test cases re-counted, HTML parsed")
    pages = glob.glob(os.path.join(reports_dir, "*", "comparison.html")) + glob.glob(os.path.join(reports_dir, "*", "index.html"))
    for page in sorted(pages):
        complaint = subprocess.run(["xmllint", "--html", "--noout", page], capture_output=True, text=True)
        if complaint.returncode != 0 or complaint.stderr.strip():
            problems.append(f"{page}: xmllint --html: {complaint.stderr.strip()[:500]}")
        print(f"{page}: HTML parsed")
    for badge in sorted(glob.glob(os.path.join(reports_dir, "*", "badges", "*.svg"))):
        complaint = subprocess.run(["xmllint", "--noout", badge], capture_output=True, text=True)
        if complaint.returncode != 0 or complaint.stderr.strip():
            problems.append(f"{badge}: xmllint: {complaint.stderr.strip()[:500]}")
        print(f"{badge}: XML parsed")
    for problem in problems:
        print("PROBLEM:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
