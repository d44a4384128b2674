/// The name of the Swift Testing function the `ConformanceScenarios` plugin generates for a result: what
/// `swift test --filter` matches, and `swift test --xunit-output` names the test case.
package enum TestFunctionName: Sendable {
    /// `id` as a Swift identifier: letters and digits kept (ASCII), every other run of characters one `_`,
    /// at most 120 characters, never starting with a digit.
    package static func of(_ id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("_") && !out.isEmpty {
                out += "_"
            }
        }
        while out.hasSuffix("_") { out.removeLast() }
        out = String(out.prefix(120))
        if out.isEmpty || out.first!.isNumber { out = "s_" + out }
        return out
    }
}
