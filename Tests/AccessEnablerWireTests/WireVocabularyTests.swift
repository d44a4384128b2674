import AccessEnablerAdapter
@testable import AccessEnablerWire
import Foundation
import Testing

/// Every SDK call and every callback crosses the wire and comes back the same: the codec is one table; a new
/// call or callback is a compile error in `LibraryCall.method` or `Callback.method`, and a failure here until it
/// has a sample.
struct WireVocabularyTests {
    /// Every call, each optional argument present and absent, strings a JSON writer must escape.
    static let calls: [LibraryCall] = [
        .setRequestor("Programmer1"), .setRequestor("P\"1\\\n", serviceProviders: ["a", "ü"]), .setRequestor("P", serviceProviders: []),
        .checkAuthentication,
        .getAuthentication(forceAuthn: false), .getAuthentication(forceAuthn: true, data: ["k": "v", "é": "\u{1F600}"]),
        .setSelectedProvider("MVPD1"), .setSelectedProvider(nil),
        .handleExternalURL("adobepass://ios.app?x=1&y=%20"),
        .checkAuthorization("movie-1"), .checkAuthorization("<rss/>", data: ["a": "b"]),
        .getAuthorization("movie-1"), .getAuthorization("movie-2", data: [:]),
        .checkPreauthorizedResources(["a", "b"]), .checkPreauthorizedResources([], cache: true),
        .getSelectedProvider,
        .getMetadata(.authenticationTTL, nil), .getMetadata(.authorizationTTL, ["resource": "movie-1"]), .getMetadata(.deviceID, nil),
        .getMetadata(.userMetadata, ["zip": "10001"]),
        .logout,
    ]

    /// Every callback, each optional argument present and absent.
    static let callbacks: [Callback] = [
        .setRequestorComplete(.success), .setRequestorComplete(.error),
        .setAuthenticationStatus(.success, errorCode: ""), .setAuthenticationStatus(.error, errorCode: "User Not Authenticated Error"),
        .displayProviderDialog([]),
        .displayProviderDialog([MVPD(id: "MVPD1", displayName: "One \"TV\"", logoURL: "https://x/1.png", hasAuthNPerRequestor: true, passiveAuthnEnabled: false)]),
        .navigateToUrl("https://sp/login", useSVC: nil), .navigateToUrl("https://sp/login", useSVC: true), .navigateToUrl("u", useSVC: false),
        .setToken("<token/>", resource: "movie-1"),
        .tokenRequestFailed(resource: "movie-1", errorCode: "User Not Authorized Error", description: nil),
        .tokenRequestFailed(resource: "movie-1", errorCode: "E", description: "why\nnot"),
        .preauthorizedResources([]), .preauthorizedResources(["a", "b"]),
        .selectedProvider(nil), .selectedProvider(MVPD(id: "MVPD2", displayName: "Two", logoURL: "")),
        .setMetadataStatus(value: nil, encrypted: false, key: .deviceID, arguments: nil),
        .setMetadataStatus(value: "3600", encrypted: true, key: .authorizationTTL, arguments: ["resource": "movie-1"]),
        .sendTrackingData(["a", "b"], eventType: 1), .sendTrackingData([], eventType: 0),
        .status(["status": "pending", "code": "ABC123"]), .status([:]),
    ]

    @Test func theSamplesCoverEveryCallAndEveryCallback() {
        for method in Set(LibraryCall.Method.allCases).subtracting(Self.calls.map(\.method)) {
            Issue.record("no sample of the call \(method.rawValue) in WireVocabularyTests.calls")
        }
        for method in Set(Callback.Method.allCases).subtracting(Self.callbacks.map(\.method)) {
            Issue.record("no sample of the callback \(method.rawValue) in WireVocabularyTests.callbacks")
        }
    }

    @Test(arguments: calls)
    func aCallCrossesTheWireAndComesBackTheSame(_ call: LibraryCall) throws {
        // As the suite sends it: a `call` line, read back by the testee side.
        let line = WireMessage("call", ["method": JSONValue(call.name), "arguments": .object(call.wireArguments)]).line
        let read = try WireMessage(line: Substring(line))
        #expect(try LibraryCall(wireMethod: read.string("method"), arguments: read.nested("arguments")) == call, "\(line)")
    }

    @Test(arguments: callbacks)
    func aCallbackCrossesTheWireAndComesBackTheSame(_ callback: Callback) throws {
        let line = WireMessage("callback", ["name": JSONValue(callback.name), "arguments": .object(callback.wireArguments)]).line
        let read = try WireMessage(line: Substring(line))
        #expect(try Callback(wireName: read.string("name"), arguments: read.nested("arguments")) == callback, "\(line)")
    }

    @Test func aMistypedFieldIsNamedByItsPathInTheMessage() throws {
        let line = #"{"type": "callback", "instance": "1", "name": "displayProviderDialog", "arguments": {"mvpds": [{"id": "MVPD1", "displayName": "One", "logoURL": 7}]}}"#
        let read = try WireMessage(line: Substring(line))
        #expect { try Callback(wireName: read.string("name"), arguments: read.nested("arguments", as: read.string("name"))) } throws: {
            ($0 as? WireError)?.message == "displayProviderDialog.mvpds[0].logoURL needs to be a string"
        }
        let token = try WireMessage(line: #"{"type": "callback", "name": "setToken", "arguments": {"token": "t"}}"#)
        #expect { try Callback(wireName: "setToken", arguments: token.nested("arguments", as: "setToken")) } throws: {
            ($0 as? WireError)?.message == "setToken.resource needs to be a string"
        }
        #expect { try WireMessage("hello").string("name") } throws: { ($0 as? WireError)?.message == #""hello" needs "name" to be a string"# }
    }

    @Test func anUnknownMethodOrCallbackIsRefusedByName() {
        #expect(throws: WireError.self) { try LibraryCall(wireMethod: "noSuchMethod", arguments: WireMessage("call")) }
        #expect(throws: WireError.self) { try Callback(wireName: "noSuchCallback", arguments: WireMessage("callback")) }
    }

    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ports this package builds elsewhere (the Python port, which CI runs; the port package, which only
    /// CI compiles) take every call: a cheap reading of their sources, not a second build. (Which callbacks a
    /// port sends is its behaviour, which the specs judge.)
    @Test func thePythonPortAndThePortPackageTakeEveryCall() throws {
        let python = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler.py"), encoding: .utf8)
        let port = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/PortPackage/Sources/MyPort/MyAccessEnabler.swift"), encoding: .utf8)
        for name in LibraryCall.Method.allCases.map(\.rawValue) {
            let handled = python.contains("\"\(name)\""), implemented = port.contains("func \(name)(")
            #expect(handled, "the Python port does not handle the call \(name)")
            #expect(implemented, "Tests/PortPackage's MyAccessEnabler does not implement \(name)")
        }
    }

    /// The adapter protocol's document names every call and every callback in its tables, as a port's author
    /// reads them (`| `getAuthorization` | {...} |`).
    @Test func theAdapterProtocolDocumentListsEveryCallAndEveryCallback() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("Specs/adapter-protocol.md"), encoding: .utf8)
        let rows = Set(text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init))
        for name in LibraryCall.Method.allCases.map(\.rawValue) + Callback.Method.allCases.map(\.rawValue) {
            #expect(rows.contains(name), "Specs/adapter-protocol.md has no table row for \(name)")
        }
    }
}
