// A counting malloc for touchlab-bench: defined in the executable, it is found before the
// C library's, so every allocation in the process (the Swift runtime's included) passes
// here and goes on to glibc's own allocator. free is not replaced: the blocks are glibc's.
// Why not valgrind or heaptrack: the figure belongs in results.json, from the same run.
#include "CAllocationCounter.h"
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);

// Relaxed: the bench reads it on the thread that allocates; other threads only add noise.
static unsigned long long allocations;

static void count_one(void) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *block, size_t size) {
    if (block == NULL) count_one();
    return __libc_realloc(block, size);
}

unsigned long long allocation_count(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
