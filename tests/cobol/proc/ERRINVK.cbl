      * ERRINVK - INVOKE is outside the modelled fragment.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ERRINVK.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  OBJ USAGE POINTER.
       PROCEDURE DIVISION.
           DISPLAY 'X'
           INVOKE OBJ 'M'.
           STOP RUN.
