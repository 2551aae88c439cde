// NMEA module: see design.md.
