import AccessEnablerAdapter

/// One library instance's network: records each request and answer, delivers answers after a latency.
///
/// It holds its world weakly: a library may keep its transport past the scenario, and a request sent
/// when the world is gone goes nowhere rather than crash the run.
final class SimulatedTransport: PassTransport {
    static let latency: Int64 = 100

    private let origin: String
    /// The launch of the app whose library instance this transport serves.
    private let launch: Int
    private weak var world: World?

    init(origin: String, launch: Int, world: World) {
        self.origin = origin
        self.launch = launch
        self.world = world
    }

    func send(_ request: PassRequest, completion: @escaping (PassResponse) -> Void) {
        guard let world else { return }
        let id = world.nextRequestID()
        world.transcript.record(.request(origin: origin, id: id, request))
        let deliver = { [world, origin, launch] in
            let response = world.service.handle(request)
            world.clock.schedule(after: Self.latency) {
                world.transcript.record(.response(origin: origin, id: id, response))
                world.apps[origin]?.libraryReceived(response, to: request, launch: launch)
                completion(response)
            }
        }
        if world.isHeld(request) {
            world.hold(deliver)
        } else {
            deliver()
        }
    }
}
