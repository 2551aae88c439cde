// FieldStore module: see design.md.
