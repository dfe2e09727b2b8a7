/// The layers above use the parser's types (`ParsedSource`, `CodeLocation`, `CompileError`)
/// through this module, as they use the compiler's.
@_exported import CoordLabSyntax
