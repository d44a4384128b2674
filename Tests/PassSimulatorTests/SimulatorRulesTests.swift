import AccessEnablerAdapter
import Testing
@testable import PassSimulator

@Suite("The simulated world follows the seeds' platform rules")
struct SimulatorRulesTests {
    @Test func appsOfOneTeamShareAPasteboardOnIOS7AndLater() {
        let device = SimulatedDevice(name: "phone", platform: .iOS, osMajorVersion: 17)
        let a = device.storageArea(teamID: "TEAM1", bundleID: "com.x.y.AppA")
        let b = device.storageArea(teamID: "TEAM1", bundleID: "com.z.AppB")
        let c = device.storageArea(teamID: "TEAM2", bundleID: "com.x.y.AppC")
        #expect(a === b)
        #expect(a !== c)
    }

    @Test func everyAppSharesOneGlobalPasteboardOnIOS6() {
        let device = SimulatedDevice(name: "old phone", platform: .iOS, osMajorVersion: 6)
        #expect(device.storageArea(teamID: "TEAM1", bundleID: "a.b.c") === device.storageArea(teamID: "TEAM2", bundleID: "x.y.z"))
    }

    @Test func tvOSAppsKeepPrivateStorage() {
        let device = SimulatedDevice(name: "tv", platform: .tvOS, osMajorVersion: 17)
        #expect(device.storageArea(teamID: "TEAM1", bundleID: "com.x.y.AppA") !== device.storageArea(teamID: "TEAM1", bundleID: "com.x.y.AppB"))
    }

    @Test func upgradingToIOS10WipesPasteboards() {
        let device = SimulatedDevice(name: "phone", platform: .iOS, osMajorVersion: 9)
        device.storageArea(teamID: "T", bundleID: "a.b").set("token", forKey: "k")
        device.upgrade(toOSMajorVersion: 10)
        #expect(device.storageArea(teamID: "T", bundleID: "a.b").contents.isEmpty)
    }

    @Test func theVendorIDFollowsAllBundleComponentsButTheLast() {
        let device = SimulatedDevice(name: "phone", platform: .iOS, osMajorVersion: 17)
        #expect(device.identifierForVendor(bundleID: "com.x.y.AppA") == device.identifierForVendor(bundleID: "com.x.y.AppB"))
        #expect(device.identifierForVendor(bundleID: "com.x.y.AppA") != device.identifierForVendor(bundleID: "com.z.AppB"))
        #expect(SimulatedDevice.vendorPrefix(of: "single") == "single")
        let other = SimulatedDevice(name: "other phone", platform: .iOS, osMajorVersion: 17)
        #expect(device.identifierForVendor(bundleID: "com.x.y.AppA") != other.identifierForVendor(bundleID: "com.x.y.AppA"))
    }

    @Test func theMACAddressIsReadableOnlyUpToIOS6() {
        #expect(SimulatedDevice(name: "p", platform: .iOS, osMajorVersion: 6).macAddress != nil)
        #expect(SimulatedDevice(name: "p", platform: .iOS, osMajorVersion: 7).macAddress == nil)
        #expect(SimulatedDevice(name: "p", platform: .tvOS, osMajorVersion: 17).macAddress == nil)
    }
}

@Suite("The simulated service binds tokens to devices and issues fresh media tokens")
struct ServiceTests {
    private func loggedIn(_ service: PassService, device: String = "dev-1") -> PassAPI.AuthenticationToken {
        service.requestors["R"] = PassService.Requestor(mvpds: [MVPD(id: "M", displayName: "M", logoURL: "l")])
        _ = service.browserLogin(["requestor_id": "R", "mso_id": "M", "device_id": device, "redirect_url": ADOBEPASS_REDIRECT_URL])
        let response = service.handle(PassRequest(method: "GET", path: PassAPI.Path.authenticationToken, parameters: ["requestor_id": "R", "device_id": device]))
        return PassAPI.decode(PassAPI.AuthenticationToken.self, from: response.body)!
    }

    private func authorize(_ service: PassService, _ token: PassAPI.AuthenticationToken, device: String) -> PassResponse {
        service.handle(PassRequest(method: "GET", path: PassAPI.Path.authorize, parameters: [
            "requestor_id": "R", "resource_id": "movie", "device_id": device, "authn_token": token.guid,
        ]))
    }

    @Test func aTokenIsBoundToTheDeviceItWasIssuedFor() {
        let service = PassService(clock: VirtualClock())
        let token = loggedIn(service)
        #expect(token.deviceID == "dev-1")
        #expect(authorize(service, token, device: "dev-1").status == 200)
        #expect(authorize(service, token, device: "dev-2").status == 401)
    }

    @Test func anExpiredTokenIsRefused() throws {
        let clock = VirtualClock()
        let service = PassService(clock: clock)
        let token = loggedIn(service)
        try clock.advance(by: 25 * 3_600_000)
        #expect(authorize(service, token, device: "dev-1").status == 410)
    }

    @Test func everyMediaTokenIsNew() throws {
        let service = PassService(clock: VirtualClock())
        let authz = PassAPI.decode(PassAPI.AuthorizationToken.self, from: authorize(service, loggedIn(service), device: "dev-1").body)!
        let request = PassRequest(method: "GET", path: PassAPI.Path.mediaToken, parameters: ["device_id": "dev-1", "authz_token": authz.guid])
        let first = service.handle(request)
        let second = service.handle(request)
        #expect(first.status == 200 && second.status == 200)
        #expect(first.body != second.body)
        #expect(PassAPI.decode(PassAPI.ShortMediaToken.self, from: first.body)?.ttl == 300_000)
    }

    @Test func aRejectedLoginIssuesNoToken() {
        let service = PassService(clock: VirtualClock())
        service.requestors["R"] = PassService.Requestor(mvpds: [MVPD(id: "M", displayName: "M", logoURL: "l")])
        service.rejectingMVPDs = ["M"]
        _ = service.browserLogin(["requestor_id": "R", "mso_id": "M", "device_id": "d", "redirect_url": "x"])
        let response = service.handle(PassRequest(method: "GET", path: PassAPI.Path.authenticationToken, parameters: ["requestor_id": "R", "device_id": "d"]))
        #expect(response.status == 404)
    }
}

@Suite("The virtual clock")
struct VirtualClockTests {
    @Test func eventsRunInDueOrderThenSchedulingOrder() throws {
        let clock = VirtualClock()
        var order: [String] = []
        clock.schedule(after: 10) { order.append("b") }
        clock.schedule(after: 0) { order.append("a") }
        clock.schedule(after: 10) { order.append("c") }
        try clock.settle()
        #expect(order == ["a", "b", "c"])
    }

    @Test func settlingDoesNotFireTimersBeyondTheHorizon() throws {
        let clock = VirtualClock()
        var fired = false
        clock.schedule(after: 5_000) { fired = true }
        try clock.settle()
        #expect(!fired)
        try clock.advance(by: 5_000)
        #expect(fired)
        #expect(clock.now == VirtualClock.epoch + 5_000)
    }

    @Test func aRunawayImplementationIsStopped() {
        let clock = VirtualClock()
        func loop() { clock.schedule(after: 0) { loop() } }
        loop()
        #expect(throws: ClockError.runaway(VirtualClock.eventBudget)) { try clock.settle() }
    }

    @Test func manyEventsRunInDueOrderThenSchedulingOrder() throws {
        let clock = VirtualClock()
        var ran: [(due: Int64, order: Int)] = []
        var seed: UInt64 = 42
        for order in 0..<5_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let delay = Int64(seed >> 54)
            clock.schedule(after: delay) { ran.append((clock.now, order)) }
        }
        try clock.advance(by: 2_000)
        #expect(ran.count == 5_000)
        #expect(zip(ran, ran.dropFirst()).allSatisfy { ($0.due, $0.order) < ($1.due, $1.order) })
    }

    @Test func aCancelledEventNeverRunsAndCancellingTwiceDoesNothing() throws {
        let clock = VirtualClock()
        var ran: [Int] = []
        let timers = (0..<200).map { n in clock.schedule(after: Int64(n)) { ran.append(n) } }
        for timer in timers where timer.rawValue % 2 == 1 {
            clock.cancel(timer)
            clock.cancel(timer)
        }
        #expect(clock.pendingCount == 100)
        try clock.advance(by: 1_000)
        #expect(ran == Array(stride(from: 0, to: 200, by: 2)))
        #expect(clock.isIdle)
    }

    @Test func aDelayOfAnyLengthIsClampedAndNeverOverflows() throws {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: .max) { fired.append("max") }
        clock.schedule(after: .min) { fired.append("min") }
        #expect(clock.nextDue == VirtualClock.epoch)
        try clock.settle()
        #expect(fired == ["min"])
        #expect(clock.nextDue == VirtualClock.epoch + VirtualClock.maximumDelay)
        try clock.advance(by: .max)
        #expect(fired == ["min", "max"])
        #expect(clock.now == .max)
        try clock.advance(by: .max)
        #expect(clock.now == .max)
    }

    @Test func timeNeverRunsBackwards() throws {
        let clock = VirtualClock()
        try clock.advance(by: -5_000)
        #expect(clock.now == VirtualClock.epoch)
    }

    @Test func aQueueThatDoublesWithEveryEventIsStoppedInBoundedTime() {
        let clock = VirtualClock()
        func fork() { for _ in 0..<2 { clock.schedule(after: 0) { fork() } } }
        fork()
        #expect(throws: ClockError.queueOverflow(VirtualClock.queueLimit)) { try clock.settle() }
        #expect(clock.pendingCount <= VirtualClock.queueLimit)
    }

    @Test func eventsScheduledPastTheLimitAreRefusedAndReportedAtTheNextStep() {
        let clock = VirtualClock()
        for _ in 0...VirtualClock.queueLimit { clock.schedule(after: 10_000) {} }
        #expect(clock.pendingCount == VirtualClock.queueLimit)
        #expect(throws: ClockError.queueOverflow(VirtualClock.queueLimit)) { try clock.advance(by: 1) }
    }
}
