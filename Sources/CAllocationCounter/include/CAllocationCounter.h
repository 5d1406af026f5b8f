#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// How many heap blocks malloc, calloc and realloc (to a new block) handed out in this
/// process so far. Only counted in an executable that links this target: its malloc
/// takes the place of the C library's (an allocation-counting hook for the benchmarks).
unsigned long long allocation_count(void);

#endif
