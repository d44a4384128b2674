/// The language of a quoted sentence, as an HTML `lang` value, told from its script alone: nothing in a
/// ``RequirementRecord/Source`` records it.
///
/// Only what the script shows for certain is named: Han without kana is Chinese, kana Japanese, Hangul
/// Korean. Latin text (Dutch, Portuguese, English alike) gets no tag and keeps the page's language. Chinese
/// is Traditional (`zh-Hant`) or Simplified (`zh-Hans`) by which of the two forms of common characters it
/// writes more (the seeds hold both), and plain `zh` when it writes none of them.
package enum QuoteLanguage: Sendable {
    /// Common characters in their Traditional form, and the same in their Simplified form.
    private static let traditional = Set("會這驗證權與為個們時後讓請說關開應實體點將對從進還過當發現無經種樣類選擇檢錯誤網頁帳號錄".unicodeScalars)
    private static let simplified = Set("会这验证权与为个们时后让请说关开应实体点将对从进还过当发现无经种样类选择检错误网页账号录".unicodeScalars)

    /// The `lang` value for `text` (`zh-Hant`, `zh-Hans`, `zh`, `ja`, `ko`), or `nil` when its script does not tell.
    package static func tag(for text: String) -> String? {
        var han = false, forms = (traditional: 0, simplified: 0)
        for scalar in text.unicodeScalars {
            if traditional.contains(scalar) { forms.traditional += 1 }
            if simplified.contains(scalar) { forms.simplified += 1 }
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF: return "ja"
            case 0x1100...0x11FF, 0xAC00...0xD7AF, 0x3130...0x318F: return "ko"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: han = true
            default: continue
            }
        }
        guard han else { return nil }
        return forms.traditional > forms.simplified ? "zh-Hant" : forms.simplified > forms.traditional ? "zh-Hans" : "zh"
    }
}
