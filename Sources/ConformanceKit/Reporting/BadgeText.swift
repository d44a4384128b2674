/// The text of a badge: how wide it is in 11 px Verdana (as badges are drawn), and cut to a width.
///
/// Widths are estimates, the same on every machine: a table of advance widths for printable ASCII (Verdana's
/// metric-compatible cousin, DejaVu Sans, at 11 px), East Asian wide characters and emoji a full em, marks
/// and invisible format characters nothing, any other character an average letter. The badge stretches its
/// text to the estimate (`textLength`), so the rendering fits whichever font the viewer has.
package enum BadgeText: Sendable {
    /// Advance widths of U+0020 to U+007E, in tenths of a pixel at 11 px.
    private static let asciiTenths: [Int] = [
        35, 44, 51, 92, 70, 105, 86, 30, 43, 43, 55, 92, 35, 40, 35, 37, //  !"#$%&'()*+,-./
        70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 37, 37, 92, 92, 92, 58, // 0123456789:;<=>?
        110, 75, 75, 77, 85, 70, 63, 85, 83, 32, 32, 72, 61, 95, 82, 87, // @ABCDEFGHIJKLMNO
        66, 87, 76, 70, 67, 81, 75, 109, 75, 67, 75, 43, 37, 43, 92, 55, // PQRSTUVWXYZ[\]^_
        55, 67, 70, 60, 70, 68, 39, 70, 70, 31, 31, 64, 31, 107, 70, 67, // `abcdefghijklmno
        70, 70, 45, 57, 43, 70, 65, 90, 65, 65, 58, 70, 37, 70, 92, // pqrstuvwxyz{|}~
    ]

    /// The estimated width of `text` at 11 px, in tenths of a pixel.
    package static func widthInTenths(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + tenths($1) }
    }

    /// The estimated width of `text` at 11 px, in pixels.
    package static func width(_ text: String) -> Double {
        Double(widthInTenths(text)) / 10
    }

    /// `text` as a badge shows it: every control character, bidirectional override and character XML
    /// forbids as `\uXXXX` (as the console shows them), tabs and line breaks as spaces, and, when wider than
    /// `maxWidth` pixels, cut between characters and ended with `…` within that width.
    package static func shown(_ text: String, maxWidth: Double) -> String {
        let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        let visible = ConsoleReporter.visible(flat)
        let budget = Int((maxWidth * 10).rounded(.down))
        guard widthInTenths(visible) > budget else { return visible }
        let room = budget - widthInTenths("…")
        var kept = ""
        var used = 0
        for character in visible {
            let width = widthInTenths(String(character))
            guard used + width <= room else { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }

    /// The width of one scalar, in tenths of a pixel.
    private static func tenths(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x20...0x7E).contains(value) { return asciiTenths[Int(value - 0x20)] }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        switch value {
        case 0xB7: return 35
        case 0x2026: return 110
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 110
        default: return 70
        }
    }
}
