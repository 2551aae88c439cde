#if canImport(Glibc)
import Glibc
#endif

/// Opens serial devices in raw mode, 8 data bits, no parity, one stop bit.
enum SerialPort {
    /// Opens `path` and sets its line: raw, 8N1, `baud`, no flow control.
    ///
    /// - Throws: ``SourceError`` with ``SourceError/Code/notFound`` when the device does not
    ///   exist, ``SourceError/Code/openFailed`` or ``SourceError/Code/configurationFailed``.
    static func open(path: String, baud: Int, source: String) throws(SourceError) -> ByteChannel {
        let fd = Glibc.open(path, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code: SourceError.Code = errno == ENOENT ? .notFound : .openFailed
            throw .system(code, source: source, call: "open \(path)", errno: errno)
        }
        let channel = ByteChannel(fd: fd)
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else {
            throw .system(.configurationFailed, source: source, call: "tcgetattr \(path)", errno: errno)
        }
        cfmakeraw(&settings)
        settings.c_cflag &= ~(tcflag_t(CSIZE) | tcflag_t(PARENB) | tcflag_t(CSTOPB) | tcflag_t(CRTSCTS))
        settings.c_cflag |= tcflag_t(CS8) | tcflag_t(CLOCAL) | tcflag_t(CREAD)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        let speed = speedConstant(baud)
        guard cfsetispeed(&settings, speed) == 0, cfsetospeed(&settings, speed) == 0,
              tcsetattr(fd, TCSANOW, &settings) == 0
        else {
            throw .system(.configurationFailed, source: source, call: "tcsetattr \(path)", errno: errno)
        }
        return channel
    }

    /// The termios constant for a baud rate that ``SourceURL/baudRates`` holds.
    private static func speedConstant(_ baud: Int) -> speed_t {
        switch baud {
        case 1200: return speed_t(B1200)
        case 2400: return speed_t(B2400)
        case 4800: return speed_t(B4800)
        case 19200: return speed_t(B19200)
        case 38400: return speed_t(B38400)
        case 57600: return speed_t(B57600)
        case 115200: return speed_t(B115200)
        case 230400: return speed_t(B230400)
        case 460800: return speed_t(B460800)
        case 921600: return speed_t(B921600)
        default: return speed_t(B9600)
        }
    }
}
