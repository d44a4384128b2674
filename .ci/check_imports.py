#!/usr/bin/env python3
"""Fail when a target imports a module of this package that Package.swift does not declare for it.

Usage: swift package dump-package | check_imports.py [package-dir]

An undeclared dependency still compiles while another target happens to build the module first, but an
incremental build then does not recompile the importer when that module changes (a stale build that
passes or crashes for the wrong reason). Every `import M`, `@testable import M`, `import struct M.T`
(and the like) in a target's Swift files must name the target itself, a declared dependency, or a module
that is not one of this package's targets (Foundation, XCTest, Testing, Dispatch, Glibc, PackagePlugin).
Prints each undeclared import as `path:line: target imports M, which Package.swift does not declare for it`
and exits 1; prints a one-line summary and exits 0 when every import is declared.
"""

import json
import os
import re
import sys

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"
)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    package = json.load(sys.stdin)
    targets = {target["name"]: target for target in package["targets"]}
    problems, checked = [], 0
    for name, target in sorted(targets.items()):
        if target.get("type") == "plugin":
            continue
        path = target.get("path") or (("Tests/" if target.get("type") == "test" else "Sources/") + name)
        declared = {
            value[0]
            for dependency in target.get("dependencies", [])
            for value in dependency.values()
            if isinstance(value, list) and value
        }
        for folder, _, files in sorted(os.walk(os.path.join(root, path))):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                full = os.path.join(folder, file)
                with open(full, encoding="utf-8", errors="replace") as handle:
                    for number, line in enumerate(handle, 1):
                        match = IMPORT.match(line)
                        if not match:
                            continue
                        checked += 1
                        module = match.group(1)
                        if module in targets and module != name and module not in declared:
                            problems.append(
                                f"{os.path.relpath(full, root)}:{number}: {name} imports {module}, "
                                "which Package.swift does not declare for it"
                            )
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} undeclared import(s): add each module to its target's dependencies in Package.swift")
        return 1
    print(f"every import is declared: {checked} import lines in {len(targets)} targets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
