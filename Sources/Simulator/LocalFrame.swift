// The simulator places its truth and errors in Geodesy's `LocalFrame`; users of its
// east/north offsets get the same frame by importing the simulator.
@_exported import Geodesy
