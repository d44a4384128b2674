@testable import AccessEnablerWire
import Foundation
import Testing

@Suite("A Swift testee reads its stdin as readLine would")
struct InputLinesTests {
    /// The lines `InputLines` reads from a pipe `bytes` were written to (in pieces of `piece` bytes, then closed).
    private func lines(of bytes: [UInt8], piece: Int) -> [String] {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return ["pipe failed"] }
        let writer = Thread { [ends] in
            var offset = 0
            while offset < bytes.count {
                let count = min(piece, bytes.count - offset)
                _ = bytes[offset..<offset + count].withUnsafeBytes { write(ends[1], $0.baseAddress, count) }
                offset += count
            }
            close(ends[1])
        }
        writer.start()
        var input = InputLines(fd: ends[0])
        var read: [String] = []
        while let line = input.next() { read.append(line) }
        close(ends[0])
        return read
    }

    @Test func linesEndAtNewlinesWhateverThePiecesTheyArriveInAndTheLastNeedsNone() {
        let text = Array("{\"type\":\"hello\"}\nsecond\r\n\nlast without newline".utf8) + [0xFF, 0x41]
        let expected = ["{\"type\":\"hello\"}", "second", "", "last without newline\u{FFFD}A"]
        for piece in [1, 2, 7, 1_000] {
            #expect(lines(of: text, piece: piece) == expected, "pieces of \(piece)")
        }
    }

    @Test func aLongLineArrivesWhole() {
        let long = String(repeating: "x", count: 200_000)
        #expect(lines(of: Array((long + "\nend\n").utf8), piece: 65_536) == [long, "end"])
    }
}
