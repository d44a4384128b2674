import Testing
import TestSupport

/// A golden mismatch shows the lines that differ, as `diff -u` does.
struct LineDiffTests {
    @Test func oneChangedLineInAHundredIsOneHunkOfFiveLines() {
        let golden = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let actual = golden.replacingOccurrences(of: "line 50\n", with: "line fifty\n")
        #expect(LineDiff.unified(expected: golden, actual: actual) == """
            @@ -48,5 +48,5 @@
             line 48
             line 49
            -line 50
            +line fifty
             line 51
             line 52
            """)
    }

    @Test func equalTextsHaveNoDiffAndDistantChangesAreTwoHunks() {
        #expect(LineDiff.unified(expected: "a\nb", actual: "a\nb").isEmpty)
        let golden = (1...30).map(String.init).joined(separator: "\n")
        let actual = golden.replacingOccurrences(of: "\n3\n", with: "\n").replacingOccurrences(of: "\n25\n", with: "\n25\nnew\n")
        let diff = LineDiff.unified(expected: golden, actual: actual)
        #expect(diff.components(separatedBy: "@@ -").count - 1 == 2, "\(diff)")
        #expect(diff.contains("\n-3\n") && diff.contains("\n+new\n"))
        // The same as diff -u: a line added at the end, and one removed at the start.
        #expect(LineDiff.unified(expected: "a\nb", actual: "a\nb\nc") == "@@ -1,2 +1,3 @@\n a\n b\n+c")
        #expect(LineDiff.unified(expected: "a\nb", actual: "b") == "@@ -1,2 +1,1 @@\n-a\n b")
    }
}
