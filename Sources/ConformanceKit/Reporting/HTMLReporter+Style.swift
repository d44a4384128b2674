extension HTMLReporter {
    /// The styles the report and the comparison share: page, heading, tables, badges, the CJK-capable
    /// font stacks, and print (no background, small margins, headings kept with what follows).
    static let style = """
        body { margin: 0; background: #f6f7f9; color: #1d2330; font: 15px/1.5 -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, \(cjkFonts); }
        :lang(zh) { font-family: \(cjkFonts); } :lang(zh-Hant) { font-family: \(traditionalFonts), \(cjkFonts); }
        .page { max-width: 1180px; margin: 0 auto; padding: 28px 32px 60px; }
        .head { background: #fff; border: 1px solid #dfe3ea; border-radius: 10px; padding: 20px 26px; }
        .kicker { margin: 0; color: #5b6577; font-size: 13px; letter-spacing: .06em; text-transform: uppercase; }
        h1 { margin: 4px 0 12px; font-size: 28px; word-break: break-word; }
        h2 { margin: 36px 0 12px; font-size: 21px; border-bottom: 2px solid #dfe3ea; padding-bottom: 6px; }
        h3 { margin: 24px 0 8px; font-size: 16px; }
        .verdict { display: inline-block; margin: 0; padding: 6px 16px; border-radius: 6px; font-weight: 700; font-size: 18px; color: #fff; }
        .verdict.passed { background: #1f8a4c; } .verdict.passed-non-strict { background: #b7791f; } .verdict.failed { background: #c53030; }
        .lede { margin: 12px 0 0; color: #3b4454; }
        .nav { margin: 14px 0 0; font-size: 14px; } .nav a { color: #1d4ed8; text-decoration: none; }
        .note { color: #5b6577; }
        table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #dfe3ea; }
        th, td { text-align: left; vertical-align: top; padding: 7px 10px; border-bottom: 1px solid #eceff3; }
        table.counts tr:first-child th, table.matrix tr:first-child th, table.comparison tr:first-child th { background: #eef1f5; font-size: 13px; color: #3b4454; }
        table.counts { width: auto; min-width: 520px; } .num { text-align: right; font-variant-numeric: tabular-nums; }
        .bad { color: #c53030; font-weight: 700; } tr.total th, tr.total td { font-weight: 700; }
        .id { font-weight: 700; color: #1d4ed8; text-decoration: none; white-space: nowrap; }
        .place { color: #7a8496; font-size: 12px; font-family: ui-monospace, Menlo, Consolas, monospace; }
        .level { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; background: #e6e9ef; }
        .level.must { background: #dbe7ff; color: #1e3a8a; } .level.should { background: #fdf0d5; color: #7c4a03; } .level.info { background: #e8f5f0; color: #1c5b44; }
        .status { display: inline-block; padding: 1px 8px; border-radius: 4px; font-size: 12px; font-weight: 700; text-transform: uppercase; white-space: nowrap; }
        .status.passed { background: #d7f2e1; color: #14532d; } .status.failed, .status.error { background: #fde2e1; color: #9b1c1c; }
        .status.warning, .status.expected-failure { background: #fdf0d5; color: #7c4a03; }
        .problem { margin: 10px 0 0; color: #9b1c1c; font-weight: 700; } .status.not-applicable, .status.not-run, .status.no-scenario { background: #eceff3; color: #5b6577; }
        table.meta th { width: 190px; } code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; word-break: break-all; }
        pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 12.5px/1.45 ui-monospace, Menlo, Consolas, monospace; }
        @page { margin: 10mm 8mm; }
        @media print {
          body { background: #fff; font-size: 10pt; } .page { max-width: none; padding: 0; }
          .head { border: 0; padding: 0; } h2 { margin: 18px 0 8px; } h1, h2, h3 { break-after: avoid; page-break-after: avoid; }
          th, td { padding: 3px 6px; } tr { break-inside: avoid; page-break-inside: avoid; } a { color: inherit; text-decoration: none; }
        }

        """

    /// Fonts with Chinese, Japanese and Korean glyphs, for quotes in those languages and as the page's last fallback.
    static let cjkFonts = #""Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans GB", "WenQuanYi Micro Hei", sans-serif"#
    /// Traditional Chinese first for a `zh-Hant` quote (the newest seed's), which the SC fonts draw in mainland forms.
    static let traditionalFonts = #""Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei""#

    /// The report's own styles: the matrix, the failure cards and how they fold, the filters, and print
    /// (every card unfolded but its transcript, filters hidden, a card kept on one page where it fits, the
    /// matrix's sources in English and small, so that a passing run prints on fewer than 15 A4 pages).
    static let reportStyle = """
        table.matrix td:first-child { width: 34%; }
        .frac { color: #5b6577; font-size: 12px; } .cards { margin-top: 4px; } .card-link { font-size: 12px; color: #1d4ed8; margin-right: 6px; }
        .quote { margin: 0 0 6px; font-size: 13px; } .quote + .quote { border-top: 1px dashed #e1e5eb; padding-top: 6px; }
        .ref { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11px; color: #5b6577; }
        .english { color: #3b4454; font-style: italic; }
        .finding { position: relative; background: #fff; border: 1px solid #dfe3ea; border-left: 5px solid #c53030; border-radius: 8px; padding: 4px 18px 14px; margin: 16px 0; }
        .finding.warning, .finding.expected-failure { border-left-color: #b7791f; } .finding table { border: 0; } .finding th { width: 150px; color: #3b4454; }
        .finding h3 { margin: 10px 0 4px; } .finding:target { box-shadow: 0 0 0 3px #93b4f5; } tr:target td { background: #eef4ff; }
        .fold { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
        .fold + h3 label, .fold + label { cursor: pointer; display: block; }
        .fold + h3 label::before, .fold + label::before { content: "\\25B8"; display: inline-block; width: 1.1em; color: #5b6577; }
        .fold:checked + h3 label::before, .fold:checked + label::before { content: "\\25BE"; }
        .fold:focus + h3 label, .fold:focus + label { outline: 2px solid #1d4ed8; outline-offset: 2px; }
        .fold:not(:checked) ~ .more { display: none; }
        pre.expected { color: #14532d; } pre.actual { color: #9b1c1c; }
        pre.steps, pre.transcript { background: #f3f5f8; border: 1px solid #e1e5eb; border-radius: 6px; padding: 10px 12px; }
        .step.failed, .step.error { color: #9b1c1c; font-weight: 700; } .step.not-run { color: #8a93a3; }
        .label { margin: 12px 0 4px; font-weight: 700; font-size: 13px; color: #3b4454; }
        .filters { margin: 18px 0 0; padding: 10px 14px; background: #fff; border: 1px solid #dfe3ea; border-radius: 8px; font-size: 14px; }
        .filters:empty { display: none; } .filters label { margin-right: 16px; } .filters select { margin-left: 4px; }
        @media screen { .filtered-out { display: none; } }
        .print-only { display: none; } .finding.repeat { padding-bottom: 8px; } .finding.repeat h3 { margin-bottom: 0; }
        @media print {
          .filters, .fold { display: none; } .fold:not(:checked) ~ .more { display: block; } .print-only { display: block; }
          .finding div.more.transcript-more { display: none; }
          .finding .label.transcript-label::after { content: " (on screen, in report.html, and in report.md)"; font-weight: 400; }
          table.matrix .source .original, table.matrix .place, .finding .quote .original { display: none; }
          .finding .quote { font-size: 8pt; margin: 0; } .finding .quote .english { display: inline; } .finding .ref::after { content: " "; }
          .finding td, .finding th { padding: 2px 6px; } pre.steps { font-size: 7.5pt; line-height: 1.3; }
          table.matrix, table.matrix .quote { font-size: 7.5pt; line-height: 1.2; } table.matrix .quote { margin: 0; }
          table.matrix td, table.matrix th { padding: 1px 3px; } table.matrix td:first-child { width: 22%; } table.matrix td.source { width: 56%; }
          table.matrix .status, table.matrix .level { padding: 0 3px; font-size: 7pt; } table.matrix .quote + .quote { padding-top: 1px; }
          table.matrix .quote .english { display: inline; } h3 { margin: 6px 0 2px; }
          .fold + h3 label::before, .fold + label::before { content: none; }
          .finding { break-inside: avoid; page-break-inside: avoid; margin: 8px 0; padding: 2px 10px 8px; border-radius: 0; }
          .finding th { width: 110px; } pre { font-size: 8.5pt; } pre.steps, pre.transcript { padding: 4px 6px; }
          table.matrix { font-size: 8.5pt; } .quote { font-size: 8.5pt; margin: 0 0 2px; }
        }

        """
}
