#!/usr/bin/env python3
"""Check that the official Gherkin parser reads Specs/ as aecheck does.

Usage: compare_with_official_gherkin.py <aecheck-list.json> <specs-dir>

<aecheck-list.json> is the output of `swift run aecheck list --json`: features -> rules -> scenarios
-> examples, each with its own tags. Every `.feature` file below <specs-dir> is parsed with the
official parser (PyPI `gherkin-official`), and the two readings must find the same files, features,
rules, scenarios and examples (by name, in order) with the same tags at each level. Prints a one-line
summary and exits 0 when they agree; lists every difference and exits 1 otherwise; exits 2 on a usage
problem.
"""

import json
import os
import sys

try:
    from gherkin.errors import ParserError
    from gherkin.parser import Parser
    from gherkin.token_scanner import TokenScanner
except ImportError:
    sys.stderr.write(
        "Error: the official Gherkin parser is not installed.\n"
        "Install it with: python3 -m pip install gherkin-official\n"
    )
    sys.exit(2)


def scenario_outline(scenario):
    """A scenario as {name, tags, examples: [{name, tags}]}."""
    return {
        "name": scenario.get("name", ""),
        "tags": [tag["name"] for tag in scenario.get("tags", [])],
        "examples": [
            {"name": examples.get("name", ""), "tags": [tag["name"] for tag in examples.get("tags", [])]}
            for examples in scenario.get("examples", [])
        ],
    }


def official_reading(specs_dir):
    """Every .feature below specs_dir, parsed by the official parser, in aecheck's shape; and parse errors."""
    paths = []
    for folder, _, files in os.walk(specs_dir):
        for name in files:
            if name.endswith(".feature"):
                paths.append(os.path.relpath(os.path.join(folder, name), specs_dir).replace(os.sep, "/"))
    features, errors = [], []
    for path in sorted(paths):
        with open(os.path.join(specs_dir, path), encoding="utf-8") as handle:
            source = handle.read()
        try:
            document = Parser().parse(TokenScanner(source))
        except ParserError as error:
            detail = str(error).replace("\n", "\n    ")
            errors.append(f"{path}: the official parser rejects the file: {detail}")
            continue
        feature = document.get("feature")
        if feature is None:
            features.append({"file": path})
            continue
        rules, scenarios = [], []
        for child in feature.get("children", []):
            if "rule" in child:
                rule = child["rule"]
                rules.append({
                    "name": rule.get("name", ""),
                    "tags": [tag["name"] for tag in rule.get("tags", [])],
                    "scenarios": [scenario_outline(c["scenario"]) for c in rule.get("children", []) if "scenario" in c],
                })
            elif "scenario" in child:
                scenarios.append(scenario_outline(child["scenario"]))
        features.append({
            "file": path,
            "name": feature.get("name", ""),
            "tags": [tag["name"] for tag in feature.get("tags", [])],
            "rules": rules,
            "scenarios": scenarios,
        })
    return features, errors


def compare_scenarios(where, ours, theirs, differences):
    if [s["name"] for s in ours] != [s["name"] for s in theirs]:
        differences.append(f"{where}: scenarios differ:\n    aecheck:  {[s['name'] for s in ours]}\n"
                           f"    official: {[s['name'] for s in theirs]}")
        return
    for index, (mine, official) in enumerate(zip(ours, theirs), start=1):
        if mine["tags"] != official["tags"]:
            differences.append(f"{where}: scenario {index} '{mine['name']}': tags differ: "
                               f"aecheck {mine['tags']}, official {official['tags']}")
        if mine.get("examples", []) != official["examples"]:
            differences.append(f"{where}: scenario {index} '{mine['name']}': examples (names and tags) differ: "
                               f"aecheck {mine.get('examples', [])}, official {official['examples']}")


def compare(ours, theirs):
    """Every difference between aecheck's reading and the official one, as lines."""
    differences = []
    our_files = [f["file"] for f in ours]
    their_files = [f["file"] for f in theirs]
    for missing in sorted(set(their_files) - set(our_files)):
        differences.append(f"{missing}: aecheck did not read this file")
    for extra in sorted(set(our_files) - set(their_files)):
        differences.append(f"{extra}: aecheck read a file the official parser did not find or could not parse")
    official_by_file = {f["file"]: f for f in theirs}
    for mine in ours:
        official = official_by_file.get(mine["file"])
        if official is None:
            continue
        where = mine["file"]
        if ("name" in mine) != ("name" in official):
            differences.append(f"{where}: only one parser found a Feature in it")
            continue
        if "name" not in mine:
            continue
        if mine["name"] != official["name"]:
            differences.append(f"{where}: feature name differs: aecheck '{mine['name']}', official '{official['name']}'")
        if mine.get("tags", []) != official["tags"]:
            differences.append(f"{where}: feature tags differ: aecheck {mine.get('tags', [])}, official {official['tags']}")
        compare_scenarios(f"{where}: feature", mine.get("scenarios", []), official["scenarios"], differences)
        our_rules, their_rules = mine.get("rules", []), official["rules"]
        if [r["name"] for r in our_rules] != [r["name"] for r in their_rules]:
            differences.append(f"{where}: rules differ:\n    aecheck:  {[r['name'] for r in our_rules]}\n"
                               f"    official: {[r['name'] for r in their_rules]}")
            continue
        for rule, official_rule in zip(our_rules, their_rules):
            rule_where = f"{where}: rule '{rule['name']}'"
            if rule["tags"] != official_rule["tags"]:
                differences.append(f"{rule_where}: tags differ: aecheck {rule['tags']}, official {official_rule['tags']}")
            compare_scenarios(rule_where, rule.get("scenarios", []), official_rule["scenarios"], differences)
    return differences


def main(arguments):
    if len(arguments) != 2:
        sys.stderr.write("Error: expected two arguments\n"
                         "Usage: compare_with_official_gherkin.py <aecheck-list.json> <specs-dir>\n"
                         "Make the JSON with: swift run aecheck list --json > /tmp/aecheck-list.json\n")
        return 2
    listing_path, specs_dir = arguments
    if not os.path.isdir(specs_dir):
        sys.stderr.write(f"Error: no specs folder at {specs_dir}\n"
                         "Usage: compare_with_official_gherkin.py <aecheck-list.json> <specs-dir>\n")
        return 2
    try:
        with open(listing_path, encoding="utf-8") as handle:
            ours = json.load(handle)["features"]
    except (OSError, ValueError, KeyError) as error:
        sys.stderr.write(f"Error: cannot read aecheck's listing at {listing_path}: {error}\n"
                         "Make it with: swift run aecheck list --json > /tmp/aecheck-list.json\n")
        return 2
    theirs, errors = official_reading(specs_dir)
    differences = errors + compare(ours, theirs)
    if differences:
        print("official gherkin parser disagrees with aecheck:")
        for difference in differences:
            print("  " + difference)
        return 1
    features = [f for f in theirs if "name" in f]
    rules = sum(len(f["rules"]) for f in features)
    scenarios = sum(len(f["scenarios"]) + sum(len(r["scenarios"]) for r in f["rules"]) for f in features)
    print(f"official gherkin parser agrees: {len(features)} features, {rules} rules, {scenarios} scenarios")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
