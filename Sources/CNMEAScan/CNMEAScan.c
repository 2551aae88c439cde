// The scanner is all in the header, inlined where Swift calls it; this file gives the
// target its one translation unit.
#include "CNMEAScan.h"
