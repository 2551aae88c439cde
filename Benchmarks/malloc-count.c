/* malloc-count.c: counts heap allocations of a process, printed to stderr at exit.
 * Build: cc -O2 -shared -fPIC -o /tmp/malloc-count.so Benchmarks/malloc-count.c -ldl
 * Use:   LD_PRELOAD=/tmp/malloc-count.so .build/release/fieldfix bench FILE
 * Allocations per fix = difference between a log and the same log twice, divided by the
 * difference in fixes (start-up and first-use allocations cancel out). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static unsigned long long n_malloc = 0;
static void *(*real_malloc)(size_t) = 0;
static void *(*real_calloc)(size_t, size_t) = 0;
static void *(*real_realloc)(void *, size_t) = 0;
static int (*real_posix_memalign)(void **, size_t, size_t) = 0;
static char tmpbuf[65536]; static size_t tmppos = 0;
void *malloc(size_t s) { if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc"); n_malloc++; return real_malloc(s); }
void *calloc(size_t a, size_t b) { if (!real_calloc) { void *p = tmpbuf + tmppos; tmppos += a*b; real_calloc = dlsym(RTLD_NEXT, "calloc"); if (!real_calloc) return p; } n_malloc++; return real_calloc(a, b); }
void *realloc(void *p, size_t s) { if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc"); n_malloc++; return real_realloc(p, s); }
int posix_memalign(void **p, size_t a, size_t s) { if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign"); n_malloc++; return real_posix_memalign(p, a, s); }
__attribute__((destructor)) static void report(void) { char b[64]; int n = snprintf(b, sizeof b, "mallocs=%llu\n", n_malloc); write(2, b, n); }
