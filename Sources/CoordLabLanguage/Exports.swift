/// The layers above use the parser's types (`ParsedSource`, `CodeLocation`, `CompileError`)
/// and the checker's (`TypeChecker`, `TypedSyntax`, to start programs from a checked
/// prelude) through this module, as they use the compiler's.
@_exported import CoordLabSyntax
@_exported import CoordLabSema
