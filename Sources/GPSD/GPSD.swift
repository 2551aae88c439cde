// GPSD module: see design.md.
