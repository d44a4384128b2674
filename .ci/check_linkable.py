#!/usr/bin/env python3
"""Fail when a product a port links into an iOS or tvOS test target could not build there.

Usage: check_linkable.py [ROOT]             (ROOT: the package; reads `swift package dump-package` run there)
       check_linkable.py --manifest FILE ROOT  (the manifest's JSON from a file instead)
       check_linkable.py --self-test

An iOS team's tests run in the Simulator, where no process may be started: Foundation's `Process` does not exist
there and `posix_spawn` is prohibited on tvOS. The products such a test target links are `AccessEnablerAdapter` and
`AccessEnablerConformanceTesting`, and an app hosting a port links `AccessEnablerTestService`. Their dependency closure, read from the manifest as SwiftPM dumps it, must hold
no module of the command line (`AECheckCLI`) or of this package's self-test (`AECheckSelfTest`), and no Swift file of
it may name `Process` or `posix_spawn`, except in `Sources/HostSystem`, whose spawning is compiled only where
processes exist (`.ci/check_portability.py` keeps that layer's branches honest).

Prints each finding as `path:line:column: message` (or `module: message`) and exits 1; prints a one-line summary
and exits 0 when clean.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

LINKED_ON_DEVICES = ["AccessEnablerAdapter", "AccessEnablerConformanceTesting", "AccessEnablerTestService"]
NEVER_ON_DEVICES = {"AECheckCLI": "the command line starts processes", "AECheckSelfTest": "this package's self-test"}
PLATFORM_LAYER = "HostSystem"
SPAWNING = re.compile(r"\bProcess\s*\(|\bFoundation\.Process\b|:\s*Process\b|\bposix_spawn\w*")


def closure(manifest, products):
    """The names of the targets the products need, each with its source folder (relative to the package)."""
    targets = {target["name"]: target for target in manifest["targets"]}
    wanted = [name for product in manifest["products"] if product["name"] in products for name in product["targets"]]
    seen = {}
    while wanted:
        name = wanted.pop()
        if name in seen or name not in targets:
            continue
        target = targets[name]
        seen[name] = target.get("path") or os.path.join("Sources", name)
        for dependency in target["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency and dependency[kind][0]:
                    wanted.append(dependency[kind][0])
    return seen


def strip_comment(line):
    """The line without a `//` comment (string literals kept; a `//` inside one is rare in this code)."""
    index = line.find("//")
    return line if index < 0 else line[:index]


def check(root, manifest):
    findings = []
    modules = closure(manifest, LINKED_ON_DEVICES)
    for name, why in NEVER_ON_DEVICES.items():
        if name in modules:
            findings.append(f"{name}: in the closure of {', '.join(LINKED_ON_DEVICES)} ({why}); an iOS test target could not link it")
    for name, folder in sorted(modules.items()):
        if name == PLATFORM_LAYER:
            continue
        for directory, _, files in os.walk(os.path.join(root, folder)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, 1):
                        match = SPAWNING.search(strip_comment(line))
                        if match:
                            findings.append(f"{os.path.relpath(path, root)}:{number}:{match.start() + 1}: '{match.group(0).strip()}' in module "
                                            f"{name}, which an iOS test target links: spawn only through {PLATFORM_LAYER}'s ChildSpawner")
    return findings, modules


def self_test():
    manifest = {
        "products": [{"name": "AccessEnablerConformanceTesting", "targets": ["Testing"]}, {"name": "AccessEnablerAdapter", "targets": ["Adapter"]}],
        "targets": [
            {"name": "Testing", "dependencies": [{"byName": ["Run", None]}]},
            {"name": "Run", "dependencies": [{"byName": ["HostSystem", None]}, {"byName": ["Adapter", None]}]},
            {"name": "HostSystem", "dependencies": []},
            {"name": "Adapter", "dependencies": []},
            {"name": "AECheckCLI", "dependencies": [{"byName": ["Run", None]}]},
        ],
    }
    with tempfile.TemporaryDirectory() as root:
        for folder, text in [("Sources/Run/A.swift", "let x = 1 // Process() in a comment\n"), ("Sources/HostSystem/S.swift", "posix_spawn(&p)\n"),
                             ("Sources/AECheckCLI/C.swift", "let p = Process()\n")]:
            os.makedirs(os.path.dirname(os.path.join(root, folder)), exist_ok=True)
            with open(os.path.join(root, folder), "w") as handle:
                handle.write(text)
        findings, modules = check(root, manifest)
        assert findings == [], findings
        assert set(modules) == {"Testing", "Run", "HostSystem", "Adapter"}, modules
        with open(os.path.join(root, "Sources/Run/A.swift"), "a") as handle:
            handle.write("let q = Process()\n")
        manifest["targets"][1]["dependencies"].append({"byName": ["AECheckCLI", None]})
        findings, _ = check(root, manifest)
        assert any(f.startswith("AECheckCLI: in the closure") for f in findings), findings
        assert any(f.startswith("Sources/Run/A.swift:2:9: 'Process(' in module Run") for f in findings), findings
        assert not any("HostSystem/S.swift" in f for f in findings), findings
    print("check_linkable self-test: ok")


def main():
    parser = argparse.ArgumentParser(description="Keep the products an iOS test target links free of process spawning.")
    parser.add_argument("root", nargs="?", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--manifest", help="the JSON `swift package dump-package` prints, from a file")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    if arguments.manifest:
        with open(arguments.manifest, encoding="utf-8") as handle:
            manifest = json.load(handle)
    else:
        dumped = subprocess.run(["swift", "package", "dump-package"], cwd=arguments.root, capture_output=True, text=True, check=True)
        manifest = json.loads(dumped.stdout)
    findings, modules = check(arguments.root, manifest)
    for finding in findings:
        print(finding)
    if findings:
        sys.exit(1)
    print(f"check_linkable: {len(modules)} modules linked by {', '.join(LINKED_ON_DEVICES)}, none starts a process outside {PLATFORM_LAYER}")


if __name__ == "__main__":
    main()
