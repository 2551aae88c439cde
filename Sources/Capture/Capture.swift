// Capture module: see design.md.
