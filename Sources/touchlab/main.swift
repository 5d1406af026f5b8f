import TouchLab
print("touchlab")
