// Receivers module: see design.md.
