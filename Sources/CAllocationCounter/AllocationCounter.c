// A counting malloc for touchlab-bench and the tests that measure work from outside the
// code measured: defined in the executable, it is found before the C library's, so every
// allocation in the process (the Swift runtime's included) passes here and goes on to
// glibc's own allocator. free is not replaced: the blocks are glibc's.
// Why not valgrind or heaptrack: the figure belongs in results.json, from the same run.
#include "CAllocationCounter.h"
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);

// Relaxed: the bench reads it on the thread that allocates; other threads only add noise.
static unsigned long long allocations;
// The bytes asked for on each thread: a test reads them around synchronous work, which
// other threads' tests cannot disturb. Initial-exec: reading it must not allocate.
static __thread __attribute__((tls_model("initial-exec"))) unsigned long long thread_bytes;

static void count_one(size_t size) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    thread_bytes += size;
}

void *malloc(size_t size) {
    count_one(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *block, size_t size) {
    if (block == NULL) count_one(size);
    else thread_bytes += size;
    return __libc_realloc(block, size);
}

unsigned long long allocation_count(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

unsigned long long allocated_bytes_on_this_thread(void) {
    return thread_bytes;
}
