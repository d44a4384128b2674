import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import ReferenceAccessEnabler
import Testing

/// Every list of platform names outside the `Platform` enum is the enum's own: a new platform is a compile
/// error in `Platform.traits` and then a failure here naming each list it must join.
struct PlatformListTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let names = Set(Platform.allCases.map(\.rawValue))

    @Test func theBaselineReaderTakesEveryPlatformAndNoOther() throws {
        let entries = Self.names.sorted().map { "{\"requirement\": \"CACHE-04\", \"platform\": \"\($0)\", \"reason\": \"r\"}" }
        let read = try Baseline.decode(Data("{\"format\": \"\(Baseline.format)\", \"expectedFailures\": [\(entries.joined(separator: ", "))]}".utf8),
                                       platforms: ConformanceSuite.platformNames)
        #expect(Set(read.expectedFailures.compactMap(\.platform)) == Self.names)
        #expect(throws: Baseline.ReadError.self) {
            try Baseline.decode(Data("{\"format\": \"\(Baseline.format)\", \"expectedFailures\": [{\"requirement\": \"CACHE-04\", \"platform\": \"web\", \"reason\": \"r\"}]}".utf8),
                                platforms: ConformanceSuite.platformNames)
        }
    }

    @Test(arguments: ["Specs/results.schema.json", "Specs/baseline.schema.json"])
    func theSchemaListsEveryPlatform(_ path: String) throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
        // Every platform enum in the schema, as JSON writes it: ["ios", "tvos"].
        let listed = Self.names.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let lists = text.components(separatedBy: "\"enum\": [").dropFirst().map { String($0.prefix { $0 != "]" }) }
            .filter { $0.contains("\"ios\"") || $0.contains("\"tvos\"") }
        #expect(!lists.isEmpty && lists.allSatisfy { $0 == listed }, "\(path): \(lists) should each be [\(listed)]")
    }

    @Test func everyPlatformHasRulesThatRunOnIt() {
        for platform in Platform.allCases {
            #expect(SuiteTests.suite.scenarios().contains { ConformanceSuite.platforms(of: $0.pickle).contains(platform) },
                    "no rule runs on \(platform.rawValue): tag the rules that apply there @\(platform.rawValue)")
        }
    }

    @Test func theReferenceDeclaresEveryPlatform() {
        #expect(ReferenceAccessEnabler.implementation().capabilities.platforms == Set(Platform.allCases))
    }

    @Test func eachPlatformSaysHowItsUsersLogInAndHowItsDevicesIdentifyThemselves() {
        #expect(Platform.iOS.traits.login == .webView && Platform.tvOS.traits.login.usesRegistrationCode)
        #expect(Platform.iOS.traits.deviceIdentity.exposesMACAddress(os: 6) && !Platform.iOS.traits.deviceIdentity.exposesMACAddress(os: 7))
        #expect(!Platform.tvOS.traits.deviceIdentity.exposesAdvertisingID(os: 17) && !Platform.tvOS.traits.hasLegacyStorage)
    }

    /// Not a platform list, but one of the same kind: every way a run says how to rerun it is the schema's.
    @Test func theResultsSchemaKnowsEveryRerunFilter() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("Specs/results.schema.json"), encoding: .utf8)
        let listed = RerunFilter.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(text.contains("\"rerunFilter\": { \"enum\": [\(listed)]"), "Specs/results.schema.json's rerunFilter should list [\(listed)]")
    }
}
