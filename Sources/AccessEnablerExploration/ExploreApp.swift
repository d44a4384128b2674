import AccessEnablerConformance
/// An app the explorer may install, beside the first one every spec's background installs.
struct ExploreApp: Equatable, Sendable {
    var name: String
    var team: String
    var bundleID: String
    var requestor: String

    /// The app of the specs' background: it is installed before any event.
    static let first = ExploreApp(name: "App1", team: "TEAM1", bundleID: "com.programmer1.app1", requestor: "Programmer1")
    /// The same team and bundle ID prefix as the first app (shared storage, same device ID), another programmer.
    static let sameVendor = ExploreApp(name: "App2", team: "TEAM1", bundleID: "com.programmer1.app2", requestor: "Programmer2")
    /// Another team, the same programmer as the first app (separate storage, another device ID).
    static let otherTeam = ExploreApp(name: "App3", team: "TEAM2", bundleID: "com.other.app3", requestor: "Programmer1")
    /// The same team and programmer with another bundle ID prefix (shared storage on iOS, another device ID):
    /// the first app's token is in sight but not valid here.
    static let otherPrefix = ExploreApp(name: "App4", team: "TEAM1", bundleID: "com.vendor.app4", requestor: "Programmer1")

    /// The apps an exploration may add.
    static let extra = [sameVendor, otherTeam, otherPrefix]
}
