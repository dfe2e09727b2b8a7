/// Foundation's C math functions (`sqrt`, `pow`, `floor`, `atan2`, …), which UIKit brings
/// with Foundation: coordlab runs them itself with the C library's results, and a compiler
/// building this prelude on Linux finds the very same functions there.
#if canImport(Glibc)
@_exported import Glibc
#endif
