import Foundation

/// A report folder held by one run, from clearing its old reports to writing the new ones, so that two
/// runs into one folder never leave a mix of both: the second waits for the first (an advisory `flock`
/// on the folder itself, released when the lock ends or the process exits).
package final class ReportFolderLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock on `folder` (which exists), calling `waiting` first when another run holds it; `nil`
    /// when the folder cannot be opened to lock (the run then goes on unlocked, as before).
    package init?(_ folder: URL, waiting: () -> Void) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        self.descriptor = descriptor
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock on `folder` when no run holds it now; `nil` when one does (or the folder cannot be opened).
    package static func ifFree(_ folder: URL) -> ReportFolderLock? {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return ReportFolderLock(descriptor: descriptor)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
