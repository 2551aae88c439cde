import Receivers
import SystemIO

extension StatusFeed {
    /// The statuses of `service` for the commands that follow a live source (`live`,
    /// `trees find`, `near --source`), ended by Ctrl-C, SIGTERM or `duration` seconds.
    init(_ service: LocationService, duration: Double?) {
        Interruption.install()
        self.init(service, duration: duration, stopRequested: { Interruption.happened })
    }
}
