#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// How many heap blocks malloc, calloc and realloc (to a new block) handed out in this
/// process so far. Only counted in an executable that links this target: its malloc
/// takes the place of the C library's (an allocation-counting hook for the benchmarks).
unsigned long long allocation_count(void);

/// How many bytes malloc, calloc and realloc were asked for on the calling thread so far
/// (a realloc counts its new size). Counted only where `allocation_count` is.
unsigned long long allocated_bytes_on_this_thread(void);

#endif
