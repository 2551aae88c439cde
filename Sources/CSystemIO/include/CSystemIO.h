#ifndef CSYSTEMIO_H
#define CSYSTEMIO_H

#include <stddef.h>

/// Opens a new pseudo-terminal's master side (read-write, no controlling terminal, close on
/// exec), unlocked, and writes its slave's path to `path`. Returns the descriptor, or -1
/// with errno set. Swift's Glibc module does not import posix_openpt, unlockpt or ptsname_r.
int CSystemIO_openPseudoTerminal(char *path, size_t size);

#endif
