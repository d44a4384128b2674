/// What a long campaign says while it runs: a line each time another tenth of its work is done, so that
/// the output is the same on every run (it counts work, not time).
struct CampaignProgress {
    /// `explore --all-faults`, `mutants: faults`...
    var label: String
    /// How many items the campaign runs.
    var total: Int
    /// Where the lines go.
    var say: (String) -> Void

    /// Called with 1, 2 ... `total` as items finish: says `label: done/total` at each tenth.
    func callAsFunction(_ done: Int) {
        guard total > 0 else { return }
        let step = (done * 10) / total, before = ((done - 1) * 10) / total
        if step > before || done == total {
            say("\(label): \(done)/\(total)\n")
        }
    }
}
