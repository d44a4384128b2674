import Foundation

/// Starts a program as a child of this process with exactly the descriptors it is given (a clean descriptor table),
/// optionally in a process group of its own and with default signal handling: the one place the package spawns.
///
/// What differs between the systems, each branch against its own documented API:
/// - Linux (glibc): the spawn types are structs; "close everything else" is glibc's
///   `posix_spawn_file_actions_addclosefrom_np` (2.34 and later, looked up by name since Swift's Glibc module does
///   not import it; without it, a descriptor opened elsewhere without close-on-exec is inherited).
/// - Darwin (macOS): the spawn types are opaque pointers; `POSIX_SPAWN_CLOEXEC_DEFAULT` (Apple's extension)
///   closes every descriptor that no file action names (one already in place is named with
///   `posix_spawn_file_actions_addinherit_np`).
/// - On both, the environment is built from `ProcessInfo`'s (the Darwin overlay does not export `environ`).
/// - iOS, tvOS, watchOS and visionOS: no process may be spawned there (`posix_spawn` is unavailable on tvOS, and
///   App Store apps may not start programs); ``spawn(_:)`` throws ``SpawnFailure``.
package enum ChildSpawner {
    /// What a child's descriptor `n` is: the `n`th of ``Request/descriptors``.
    package enum Descriptor: Sendable, Equatable {
        /// A descriptor of this process, duplicated into the child (close-on-exec or not, it is kept there).
        case duplicate(Int32)
        /// `/dev/null`, opened for reading and writing.
        case nullDevice
    }

    /// What to start.
    package struct Request: Sendable {
        /// The program's path (not looked up on `PATH`).
        package var executable: String
        /// Its arguments, the program's own name first (`argv`).
        package var arguments: [String]
        /// The child's descriptors 0, 1, 2, …: every other descriptor is closed in the child.
        package var descriptors: [Descriptor]
        /// Whether the child leads a new session, and so a new process group whose ID is its own, with no controlling
        /// terminal: it cannot open `/dev/tty` to write past the pipes it was given, nor move a process into a group of
        /// this process's session (`setpgid` joins groups of one's own session only).
        package var ownSession: Bool
        /// Signals the child handles by default whatever this process does with them; the child blocks none.
        package var defaultSignals: [Int32]
        /// The child's whole environment; `nil`: this process's.
        package var environment: [String: String]?

        package init(
            executable: String, arguments: [String], descriptors: [Descriptor], ownSession: Bool = false, defaultSignals: [Int32] = [],
            environment: [String: String]? = nil
        ) {
            self.executable = executable
            self.arguments = arguments
            self.descriptors = descriptors
            self.ownSession = ownSession
            self.defaultSignals = defaultSignals
            self.environment = environment
        }
    }

    /// Why a child could not be started, said for people.
    package struct SpawnFailure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Whether this system can start programs at all (macOS and Linux; not iOS, tvOS, watchOS or visionOS).
    package static var canSpawn: Bool {
        #if os(Linux) || os(macOS)
            true
        #else
            false
        #endif
    }

    /// Starts `request`; the child's process ID, to be reaped with `waitpid`.
    package static func spawn(_ request: Request) throws(SpawnFailure) -> pid_t {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #elseif os(macOS)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            throw SpawnFailure(description: "this system does not let a program start another (\(request.executable))")
        #endif
        #if os(Linux) || os(macOS)
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for (target, descriptor) in request.descriptors.enumerated() {
                switch descriptor {
                case .duplicate(let source):
                    #if os(Linux)
                        posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
                    #elseif os(macOS)
                        // A descriptor already in place is kept by naming it (dup2 onto itself would not be, under
                        // POSIX_SPAWN_CLOEXEC_DEFAULT).
                        if source == Int32(target) {
                            posix_spawn_file_actions_addinherit_np(&actions, source)
                        } else {
                            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
                        }
                    #endif
                case .nullDevice: posix_spawn_file_actions_addopen(&actions, Int32(target), "/dev/null", O_RDWR, 0)
                }
            }
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t(), defaults = sigset_t()
            sigemptyset(&none)
            sigemptyset(&defaults)
            for signal in request.defaultSignals { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
            // setsid() in the child (glibc 2.26, Darwin's spawn.h): a session leader leads its group too, and may not
            // also be given one (setpgid fails for a session leader), so the two flags never go together.
            if request.ownSession { flags |= Self.setSessionFlag }
            #if os(Linux)
                // Everything from the first descriptor not named on is closed in the child, when glibc can say so.
                if let closeFrom = closeFromSymbol {
                    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
                    _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, Int32(request.descriptors.count))
                }
            #elseif os(macOS)
                // Apple's extension: every descriptor no file action names is closed in the child.
                flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            #endif
            // The request's, or this process's as Foundation reads it (Darwin's overlay does not export `environ`).
            let variables = request.environment ?? ProcessInfo.processInfo.environment
            let environment = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { environment.forEach { free($0) } }
            posix_spawnattr_setflags(&attributes, Int16(flags))
            let argv = request.arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var child: pid_t = 0
            let spawned = posix_spawn(&child, request.executable, &actions, &attributes, argv, environment)
            guard spawned == 0 else { throw SpawnFailure(description: String(cString: strerror(spawned))) }
            return child
        #endif
    }

    #if os(Linux)
        /// glibc's `POSIX_SPAWN_SETSID` (2.26), which its header declares for GNU sources only, out of Swift's sight.
        private static let setSessionFlag: Int32 = 0x80
    #elseif os(macOS)
        /// Darwin's `POSIX_SPAWN_SETSID` (macOS 10.15); like the spawning that reads it, macOS only (iOS and tvOS start
        /// no process).
        private static let setSessionFlag = Int32(POSIX_SPAWN_SETSID)
    #endif

    #if os(Linux)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np`, when the C library has it.
        nonisolated(unsafe) private static let closeFromSymbol: UnsafeMutableRawPointer? =
            dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
    #elseif canImport(Darwin)
        // Darwin needs no symbol: POSIX_SPAWN_CLOEXEC_DEFAULT is a spawn flag of its own.
    #endif
}
