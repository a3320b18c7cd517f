      * KEYWS - RECORD KEY described in WORKING-STORAGE, not in the file's
      * record: IBM requires it "within a record description entry
      * associated with the file" (Language Reference, "RECORD KEY
      * clause"); real shops have such code, so Equiv runs it with an
      * [ibm] warning saying the key is taken from the record at the
      * item's offset and length (here bytes 1-4, K-ID) (issue 9/14).
      * cobc 3.1.2 rejects the program ('WS-KEY' is not defined).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. KEYWS.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT KS ASSIGN TO KSDS
               ORGANIZATION IS INDEXED
               ACCESS MODE IS SEQUENTIAL
               RECORD KEY IS WS-KEY
               FILE STATUS IS FS-K.
       DATA DIVISION.
       FILE SECTION.
       FD  KS.
       01  K-REC.
           05 K-ID   PIC X(4).
           05 K-NAME PIC X(6).
       WORKING-STORAGE SECTION.
       01  WS-KEY PIC X(4).
       01  FS-K   PIC XX.
       PROCEDURE DIVISION.
           OPEN OUTPUT KS
           MOVE 'A001ALPHA ' TO K-REC WRITE K-REC
           MOVE 'B002BRAVO ' TO K-REC WRITE K-REC
           CLOSE KS
           OPEN INPUT KS
           READ KS
           DISPLAY FS-K ' ' K-REC
           READ KS
           DISPLAY FS-K ' ' K-REC
           CLOSE KS
           STOP RUN.
