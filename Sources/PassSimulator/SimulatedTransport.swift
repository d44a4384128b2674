import AccessEnablerAdapter

/// One library instance's network: records each request and answer, delivers answers after a latency.
///
/// It holds its world weakly: a library may keep its transport past the scenario, and a request sent
/// when the world is gone goes nowhere rather than crash the run.
final class SimulatedTransport: PassTransport {
    static let latency: Int64 = 100

    /// The app whose library instance this transport serves.
    private let app: String
    /// The launch of the app whose library instance this transport serves.
    private let launch: Int
    private weak var world: World?

    init(app: String, launch: Int, world: World) {
        self.app = app
        self.launch = launch
        self.world = world
    }

    func send(_ request: PassRequest, completion: @escaping (PassResponse) -> Void) {
        guard let world else { return }
        let id = world.nextRequestID()
        world.transcript.record(.request(origin: .library(app: app), id: id, request))
        let arrive = { [world, app, launch] (response: PassResponse) in
            _ = world.clock.schedule(after: Self.latency) {
                world.transcript.record(.response(origin: .library(app: app), id: id, response))
                world.apps[app]?.libraryReceived(response, to: request, launch: launch)
                completion(response)
            }
        }
        if world.isHeld(request) {
            world.hold { arrive(world.service.handle(request)) }
        } else if world.isDelayed(request) {
            let response = world.service.handle(request)
            world.hold { arrive(response) }
        } else {
            arrive(world.service.handle(request))
        }
    }
}
