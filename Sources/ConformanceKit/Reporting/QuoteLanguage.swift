/// The language of a quoted sentence, as an HTML `lang` value, told from its script alone: nothing in a
/// ``RequirementRecord/Source`` records it.
///
/// Only what the script shows for certain is named: Han without kana is Chinese, kana Japanese, Hangul
/// Korean. Latin text (Dutch, Portuguese, English alike) gets no tag and keeps the page's language.
package enum QuoteLanguage: Sendable {
    /// The `lang` value for `text` (`zh`, `ja`, `ko`), or `nil` when its script does not tell.
    package static func tag(for text: String) -> String? {
        var han = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF: return "ja"
            case 0x1100...0x11FF, 0xAC00...0xD7AF, 0x3130...0x318F: return "ko"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: han = true
            default: continue
            }
        }
        return han ? "zh" : nil
    }
}
